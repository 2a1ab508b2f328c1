import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import { refusalCode } from "../../testing/refusal";
import type { TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser } from "../../testing/users";
import { CARDS, cardForm, rowCount, startPaymentsApp } from "./testing/paymentsTestKit";

const KO = { langcode: "KO" } as const;

describe.each(testEngines)("payment methods on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startPaymentsApp(engine);
  });
  afterAll(() => t.close());

  it("registers a card and a PayPal customer, the newest being the default that account info shows", async () => {
    const user = await createTestUser(t);
    const api = apiFor(t, user);
    expect(await api.getDefaultPayMethod({ headers: KO })).toBeNull();
    const { paymentsMethodsId: cardId } = await api.createPayMethod({ body: cardForm(CARDS.good) });
    const { paymentsMethodsId: paypalId } = await api.createPayMethod({
      body: { customerUid: "cus_sandbox_1" },
    });
    const methods = await api.getPayMethods({ headers: KO });
    expect(
      methods.map((m) => [
        m.paymentsMethodsId,
        m.payMethod,
        m.cardName,
        m.maskedNumber,
        m.isDefault,
      ]),
    ).toEqual([
      [cardId, "card", "Sandbox Visa", "****-****-****-4242", false],
      [paypalId, "paypal", "paypal", null, true],
    ]);
    // What leaves the server never holds the billing key.
    expect(JSON.stringify(methods)).not.toContain("sbx_bk_");
    const account = await api.getAccount({ headers: { "accept-language": "ko" } });
    expect(account.payMethodInfo).toMatchObject({
      paymentsMethodsId: paypalId,
      cardName: "paypal",
    });

    const made = await api.setDefaultPayMethod({ params: { paymentsMethodsId: cardId } });
    expect(made).toMatchObject({ paymentsMethodsId: cardId, isDefault: true });
    expect((await api.getDefaultPayMethod({ headers: KO }))?.paymentsMethodsId).toBe(cardId);
    expect((await api.getPayMethods({ headers: KO })).filter((m) => m.isDefault)).toHaveLength(1);
  });

  it("refuses declined, expired and unknown cards and another account's method, keeping nothing", async () => {
    const user = await createTestUser(t);
    const other = await createTestUser(t);
    const api = apiFor(t, user);
    const before = await rowCount(t, "pay_methods");
    await expect(api.createPayMethod({ body: cardForm(CARDS.declined) })).rejects.toMatchObject({
      code: 120006,
      message: "The card was declined by its issuer",
    });
    expect(await refusalCode(api.createPayMethod({ body: cardForm(CARDS.expired) }))).toBe(120007);
    expect(
      await refusalCode(api.createPayMethod({ body: { ...cardForm(CARDS.good), expiry: "0120" } })),
    ).toBe(120007);
    expect(await refusalCode(api.createPayMethod({ body: cardForm("1234-5678-1234-5678") }))).toBe(
      120006,
    );
    expect(await rowCount(t, "pay_methods")).toBe(before);

    const { paymentsMethodsId } = await apiFor(t, other).createPayMethod({
      body: cardForm(CARDS.good),
    });
    expect(await refusalCode(api.setDefaultPayMethod({ params: { paymentsMethodsId } }))).toBe(
      120003,
    );
    expect((await apiFor(t, other).getDefaultPayMethod({ headers: KO }))?.paymentsMethodsId).toBe(
      paymentsMethodsId,
    );
  });
});

describe.each(testEngines)("card registration under rate limits on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startPaymentsApp(engine, { env: { RATE_LIMIT: "true" } });
  });
  afterAll(() => t.close());

  it("slows down a run of card tries from one address (10429)", async () => {
    const api = apiFor(t, await createTestUser(t));
    for (let i = 0; i < 10; i++)
      await refusalCode(api.createPayMethod({ body: cardForm(CARDS.declined) }));
    expect(await refusalCode(api.createPayMethod({ body: cardForm(CARDS.good) }))).toBe(10429);
  });
});
