import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type BillingKeyCharge,
  type CardDetails,
  type PaymentProvider,
  ProviderRefusal,
} from "../paymentProvider";
import { createPortOneProvider } from "./portoneProvider";
import {
  PORTONE_TEST_CARDS,
  PORTONE_TEST_PG_REFUSALS,
  type PortOneTestServer,
  startPortOneTestServer,
} from "./testing/portoneTestServer";

const card = (cardNumber: string, expiry = "1230"): CardDetails => ({
  cardNumber,
  expiry,
  birth: "900101",
  pwdDigit: "12",
});

const refusalOf = async (work: Promise<unknown>): Promise<ProviderRefusal> => {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderRefusal);
  return error as ProviderRefusal;
};

describe("PortOne provider against the PortOne test server", () => {
  let server: PortOneTestServer;
  let provider: PaymentProvider;
  beforeAll(async () => {
    server = await startPortOneTestServer();
    provider = createPortOneProvider(server.options, globalThis.fetch);
  });
  afterAll(() => server.close());

  const charge = (billingKey: string, overrides: Partial<BillingKeyCharge> = {}) =>
    provider.chargeBillingKey({
      billingKey,
      merchantUid: `order-${randomUUID()}`,
      orderName: "Orbis Pro, 1 month",
      amountMinor: 29_000,
      currency: "KRW",
      buyerEmail: "buyer@example.com",
      buyerName: "Kim Buyer",
      ...overrides,
    });

  it("hands the card channel's key to the browser as its pg", () => {
    expect(provider.pg).toBe(server.options.channelKey);
  });

  it("turns a card into a billing key, charges it, and finds the payment PAID", async () => {
    const issued = await provider.registerCard(card(PORTONE_TEST_CARDS.approved), "customer-1");
    expect(issued).toEqual({
      billingKey: expect.stringMatching(/^billing-key-/),
      payMethod: "card",
      cardName: "신한카드",
      maskedNumber: "****-****-****-4242",
    });
    const sent = server.requests.find((r) => r.path === "/billing-keys");
    expect(sent?.body).toMatchObject({
      storeId: server.options.storeId,
      channelKey: server.options.channelKey,
      method: {
        card: {
          credential: {
            number: "****4242",
            expiryMonth: "12",
            expiryYear: "30",
            birthOrBusinessRegistrationNumber: "900101",
            passwordTwoDigits: "12",
          },
        },
      },
      customer: { id: "customer-1" },
    });

    const paid = await charge(issued.billingKey, { merchantUid: "order-paid-1" });
    expect(paid).toEqual({
      merchantUid: "order-paid-1",
      providerPaymentId: expect.any(String),
      status: "PAID",
      amountMinor: 29_000,
      currency: "KRW",
      payMethod: "card",
      cardName: "신한카드",
      receiptUrl: expect.stringMatching(/^https:\/\/receipts\.portone\.test\//),
      failure: null,
    });
    expect(await provider.findPayment("order-paid-1")).toEqual(paid);
  });

  it("refuses a rejected card with the card company's code and message", async () => {
    const refusal = await refusalOf(provider.registerCard(card(PORTONE_TEST_CARDS.rejected), "c"));
    expect(refusal.code).toBe(PORTONE_TEST_PG_REFUSALS.rejected.pgCode);
    expect(refusal.message).toBe(PORTONE_TEST_PG_REFUSALS.rejected.pgMessage);
  });

  it("refuses an expired card, by the issuer's word or by its typed expiry", async () => {
    const byIssuer = await refusalOf(provider.registerCard(card(PORTONE_TEST_CARDS.expired), "c"));
    expect(byIssuer.code).toBe(PORTONE_TEST_PG_REFUSALS.expired.pgCode);
    const byDate = await refusalOf(
      provider.registerCard(card(PORTONE_TEST_CARDS.approved, "0120"), "c"),
    );
    expect(byDate.code).toBe(PORTONE_TEST_PG_REFUSALS.expired.pgCode);
  });

  it("keeps the card number out of every error, refused or unreachable", async () => {
    const typed = card(PORTONE_TEST_CARDS.rejected);
    const closed = await startPortOneTestServer();
    await closed.close();
    const unreachable = createPortOneProvider(closed.options, globalThis.fetch);
    for (const refusing of [provider, unreachable]) {
      const error = await refusing.registerCard(typed, "c").catch((e: unknown) => e);
      const told = [error, (error as Error).cause].map((e) =>
        e instanceof Error ? `${e.message} ${e.stack} ${JSON.stringify(e)}` : String(e),
      );
      expect(told.join(" ")).not.toMatch(/4000\D?0000\D?0000\D?0002/);
    }
  });

  it("charges the same merchantUid once, however often it is asked", async () => {
    const { billingKey } = await provider.registerCard(card(PORTONE_TEST_CARDS.approved), "c3");
    const first = await charge(billingKey, { merchantUid: "order-twice" });
    const second = await charge(billingKey, { merchantUid: "order-twice" });
    expect(second).toEqual(first);
    expect(server.chargesOf("order-twice")).toBe(1);
    const paths = server.requests.map((r) => `${r.status} ${r.path}`);
    expect(paths).toContain("409 /payments/order-twice/billing-key");
  });

  it("refuses a declined charge, and the payment then reads FAILED with the reason", async () => {
    const { billingKey } = await provider.registerCard(
      card(PORTONE_TEST_CARDS.declinesCharges),
      "c4",
    );
    const refusal = await refusalOf(charge(billingKey, { merchantUid: "order-declined" }));
    expect(refusal.code).toBe(PORTONE_TEST_PG_REFUSALS.insufficientFunds.pgCode);
    expect(await provider.findPayment("order-declined")).toMatchObject({
      status: "FAILED",
      failure: PORTONE_TEST_PG_REFUSALS.insufficientFunds.pgMessage,
      receiptUrl: null,
    });
  });

  it("refuses a billing key PortOne never issued", async () => {
    const refusal = await refusalOf(charge("billing-key-unknown"));
    expect(refusal.code).toBe("BILLING_KEY_NOT_FOUND");
  });

  it("cancels a payment whole, and a second cancel answers the same CANCELLED payment", async () => {
    const { billingKey } = await provider.registerCard(card(PORTONE_TEST_CARDS.approved), "c5");
    await charge(billingKey, { merchantUid: "order-cancel" });
    const cancelled = await provider.cancelPayment("order-cancel", "plan cancelled");
    expect(cancelled).toMatchObject({
      merchantUid: "order-cancel",
      status: "CANCELLED",
      amountMinor: 29_000,
    });
    expect(await provider.cancelPayment("order-cancel", "again")).toEqual(cancelled);
  });

  it("finds nothing for a merchantUid PortOne has never seen", async () => {
    expect(await provider.findPayment(`order-${randomUUID()}`)).toBeNull();
  });

  it("takes a PayPal billing key from the PayPal channel and charges it in cents", async () => {
    const billingKey = server.issuePayPalBillingKey("customer-pp");
    const issued = await provider.registerPayPal(billingKey, "customer-pp");
    expect(issued).toEqual({
      billingKey,
      payMethod: "paypal",
      cardName: "paypal",
      maskedNumber: null,
    });
    const paid = await charge(billingKey, {
      merchantUid: "order-paypal",
      amountMinor: 1_999,
      currency: "USD",
    });
    expect(paid).toMatchObject({
      status: "PAID",
      amountMinor: 1_999,
      currency: "USD",
      payMethod: "paypal",
      cardName: "paypal",
    });
  });

  it("refuses as PayPal a card's billing key, another customer's, or an unknown one", async () => {
    const cardKey = await provider.registerCard(card(PORTONE_TEST_CARDS.approved), "c6");
    expect((await refusalOf(provider.registerPayPal(cardKey.billingKey, "c6"))).code).toBe(
      "NOT_PAYPAL_BILLING_KEY",
    );
    const theirs = server.issuePayPalBillingKey("someone-else");
    expect((await refusalOf(provider.registerPayPal(theirs, "c6"))).code).toBe(
      "BILLING_KEY_CUSTOMER_MISMATCH",
    );
    expect((await refusalOf(provider.registerPayPal("billing-key-none", "c6"))).code).toBe(
      "BILLING_KEY_NOT_FOUND",
    );
  });

  it("says PayPal is not configured when no PayPal channel is", async () => {
    const { paypalChannelKey: _, ...cardOnly } = server.options;
    const withoutPayPal = createPortOneProvider(cardOnly, globalThis.fetch);
    await expect(withoutPayPal.registerPayPal("billing-key-x", "c")).rejects.toThrow(
      /PORTONE_PAYPAL_CHANNEL_KEY/,
    );
  });

  it("names PORTONE_API_SECRET when PortOne refuses the secret, and refuses no buyer", async () => {
    const wrong = createPortOneProvider(
      { ...server.options, apiSecret: "not-the-secret" },
      globalThis.fetch,
    );
    const error = await wrong.findPayment("order-paid-1").catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ProviderRefusal);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/PORTONE_API_SECRET/);
    await expect(wrong.registerCard(card(PORTONE_TEST_CARDS.approved), "c")).rejects.toThrow(
      /PortOne refused the API secret/,
    );
    expect(server.requests.filter((r) => r.status === 401).length).toBe(2);
  });

  it("says PortOne could not be reached when nothing answers", async () => {
    const closed = await startPortOneTestServer();
    await closed.close();
    const unreachable = createPortOneProvider(closed.options, globalThis.fetch);
    await expect(unreachable.findPayment("order-x")).rejects.toThrow(
      /PortOne could not be asked \(reading a payment\)/,
    );
  });
});
