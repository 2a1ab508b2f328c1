import type { Payment } from "@portone/server-sdk/payment";
import { describe, expect, it } from "vitest";
import { providerPaymentOf } from "./portonePayment";

/** A PortOne payment as getPayment answers it, in the status under test. */
const payment = (status: string, extra: Record<string, unknown> = {}): Payment =>
  ({
    status,
    id: "order-1",
    transactionId: "tx-1",
    merchantId: "m",
    storeId: "s",
    channel: { type: "LIVE", pgProvider: "KCP_V2", pgMerchantId: "p" },
    version: "V2",
    requestedAt: "2026-01-01T00:00:00Z",
    updatedAt: "2026-01-01T00:00:00Z",
    statusChangedAt: "2026-01-01T00:00:00Z",
    orderName: "Orbis Pro",
    amount: {
      total: 29_000,
      taxFree: 0,
      discount: 0,
      paid: 29_000,
      cancelled: 0,
      cancelledTaxFree: 0,
    },
    currency: "KRW",
    customer: {},
    ...extra,
  }) as Payment;

describe("PortOne payments in the provider's words", () => {
  it.each([
    ["READY", "READY"],
    ["PAY_PENDING", "READY"],
    ["VIRTUAL_ACCOUNT_ISSUED", "READY"],
    ["PAID", "PAID"],
    ["PARTIAL_CANCELLED", "PAID"],
    ["FAILED", "FAILED"],
    ["CANCELLED", "CANCELLED"],
  ])("reads %s as %s", (status, ours) => {
    const failure = status === "FAILED" ? { failure: { pgMessage: "잔액 부족" } } : {};
    expect(providerPaymentOf(payment(status, failure)).status).toBe(ours);
  });

  it("takes the card's name, else its issuer code; PayPal channels are paypal", () => {
    const card = (c: Record<string, string>) =>
      providerPaymentOf(payment("PAID", { method: { type: "PaymentMethodCard", card: c } }));
    expect(card({ name: "신한카드", issuer: "SHINHAN_CARD" }).cardName).toBe("신한카드");
    expect(card({ issuer: "KOOKMIN_CARD" }).cardName).toBe("KOOKMIN_CARD");
    const paypal = providerPaymentOf(
      payment("PAID", {
        channel: { type: "LIVE", pgProvider: "PAYPAL_V2", pgMerchantId: "p" },
        currency: "USD",
      }),
    );
    expect(paypal).toMatchObject({ payMethod: "paypal", cardName: "paypal", currency: "USD" });
  });

  it("says why a payment failed, and refuses a status it does not know", () => {
    const failed = payment("FAILED", { failure: { reason: "declined", pgCode: "51" } });
    expect(providerPaymentOf(failed).failure).toBe("declined");
    expect(() => providerPaymentOf(payment("SOMETHING_NEW"))).toThrow(
      /status SOMETHING_NEW, unknown to Orbis/,
    );
  });
});
