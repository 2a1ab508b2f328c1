import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import { refusalCode } from "../../testing/refusal";
import type { TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, type TestUser } from "../../testing/users";
import {
  CARDS,
  cardForm,
  payAtCheckout,
  rowCount,
  startPaymentsApp,
  statusBecomes,
} from "./testing/paymentsTestKit";

const KO = { langcode: "KO" } as const;

describe.each(testEngines)("one-off payments through the sandbox checkout on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startPaymentsApp(engine);
  });
  afterAll(() => t.close());

  const prepare = (
    user: TestUser,
    body: Parameters<ReturnType<typeof apiFor>["preparePaymentGoods"]>[0]["body"],
  ) => apiFor(t, user).preparePaymentGoods({ headers: KO, body });

  it("goes from prepare through checkout and the webhook to COMPLETE and a PRO plan that lifts the project limit", async () => {
    const user = await createTestUser(t);
    const api = apiFor(t, user);
    // FREE allows 3 projects: the fourth is refused.
    for (const name of ["One", "Two", "Three"])
      await api.createProject({ body: { name, kind: "contents" } });
    expect(await refusalCode(api.createProject({ body: { name: "Four", kind: "contents" } }))).toBe(
      70001,
    );

    const request = await prepare(user, { goodsCodes: ["PLAN-PRO-MONTH"] });
    expect(request).toMatchObject({
      pg: "orbis-sandbox",
      payMethod: "card",
      amount: 19_900,
      currency: "KRW",
      orderName: "Pro (monthly)",
      buyerEmail: user.email,
      digital: true,
    });
    expect(request.noticeUrl).toMatch(/\/pay\/payments\/notice$/);
    expect(
      (await api.getPaymentReceipt({ params: { merchantUid: request.merchantUid }, headers: KO }))
        .status,
    ).toBe("PENDING");

    const back = await payAtCheckout(t, request.merchantUid, cardForm(CARDS.good));
    expect(back.pathname).toBe("/payment");
    expect(back.searchParams.get("paymentId")).toBe(request.merchantUid);
    expect(back.searchParams.get("code")).toBeNull();
    await statusBecomes(t, request.merchantUid, "COMPLETE");

    const account = await api.getAccount({ headers: { "accept-language": "ko" } });
    expect(account.plan?.type).toBe("PRO");
    expect(account.payment).toMatchObject({
      merchantUid: request.merchantUid,
      status: "COMPLETE",
      amount: 19_900,
    });
    await api.createProject({ body: { name: "Four", kind: "contents" } });

    const receipt = await api.getPaymentReceipt({
      params: { merchantUid: request.merchantUid },
      headers: KO,
    });
    expect(receipt).toMatchObject({
      status: "COMPLETE",
      cardName: "Sandbox Visa",
      currency: "KRW",
      amountText: "19,900₩",
    });
    const history = await api.getPaymentHistory({ params: { appId: "orbis" }, query: {} });
    expect(history.list.map((p) => p.merchantUid)).toEqual([request.merchantUid]);
  });

  it("takes PayPal in USD through its approval page", async () => {
    const user = await createTestUser(t);
    const api = apiFor(t, user);
    expect(
      await refusalCode(
        prepare(user, { goodsCodes: ["PLAN-PRO-MONTH"], payMethod: "paypal", currency: "KRW" }),
      ),
    ).toBe(120009);
    const request = await prepare(user, { goodsCodes: ["PLAN-PRO-MONTH"], payMethod: "paypal" });
    expect(request).toMatchObject({ payMethod: "paypal", currency: "USD", amount: 15 });
    const page = await t.app.inject({
      url: `/pay/sandbox/checkout?merchantUid=${request.merchantUid}&returnUrl=/payment`,
    });
    expect(page.body).toContain("PayPal approval");
    expect(page.body).toContain("$15.00");
    await payAtCheckout(t, request.merchantUid, { approve: "yes" });
    await statusBecomes(t, request.merchantUid, "COMPLETE");
    const account = await api.getAccount({ headers: { "accept-language": "en" } });
    expect(account.plan?.type).toBe("PRO");
    const receipt = await api.getPaymentReceipt({
      params: { merchantUid: request.merchantUid },
      headers: { langcode: "EN" },
    });
    expect(receipt).toMatchObject({
      payMethod: "paypal",
      cardName: "paypal",
      currency: "USD",
      amountText: "$15.00",
    });
  });

  it("sends a declined card back with the provider's reason and delivers nothing; a fail-once card then goes through", async () => {
    const user = await createTestUser(t);
    const api = apiFor(t, user);
    const request = await prepare(user, { goodsCodes: ["PLAN-BUSINESS-MONTH"] });
    const declined = await payAtCheckout(t, request.merchantUid, cardForm(CARDS.declined));
    expect(declined.searchParams.get("message")).toBe("The card was declined by its issuer");
    await statusBecomes(t, request.merchantUid, "RESERVE_FAIL");
    expect((await api.getAccount({ headers: { "accept-language": "en" } })).plan?.type).toBe(
      "FREE",
    );

    const again = await payAtCheckout(t, request.merchantUid, cardForm(CARDS.failOnce));
    expect(again.searchParams.get("message")).toBe("Insufficient funds; try again later");
    const third = await payAtCheckout(t, request.merchantUid, cardForm(CARDS.failOnce));
    expect(third.searchParams.get("code")).toBeNull();
    await statusBecomes(t, request.merchantUid, "COMPLETE");
    expect((await api.getAccount({ headers: { "accept-language": "en" } })).plan?.type).toBe(
      "BUSINESS",
    );
  });

  it("refuses unknown goods, a price not the server's, a foreign merchantUid and goods sold twice, writing nothing", async () => {
    const user = await createTestUser(t);
    const other = await createTestUser(t);
    const before = await rowCount(t, "payments");
    const unknown = prepare(user, { goodsCodes: ["PLAN-PRO-MONTH", "PLAN-GOLD-MONTH"] });
    await expect(unknown).rejects.toMatchObject({
      code: 120004,
      message: expect.stringContaining("PLAN-GOLD-MONTH"),
    });
    expect(
      await refusalCode(prepare(user, { goodsCodes: ["PLAN-PRO-MONTH", "PLAN-BUSINESS-MONTH"] })),
    ).toBe(120009);
    // A price that is not the server's (a stale page, a tampered client) is refused, not charged.
    const stale = prepare(user, { goodsCodes: ["PLAN-PRO-MONTH"], expectedAmount: 100 });
    await expect(stale).rejects.toMatchObject({
      code: 120005,
      message: expect.stringContaining("19900 KRW"),
    });
    const regular = apiFor(t, user).prepareRegularOrder({
      headers: KO,
      body: {
        goodsCodes: ["PLAN-PRO-MONTH"],
        appId: "orbis",
        buyerEmail: user.email,
        buyerName: "B",
        expectedAmount: 1,
      },
    });
    expect(await refusalCode(regular)).toBe(120003);
    expect(await rowCount(t, "payments")).toBe(before);
    expect(
      (await prepare(user, { goodsCodes: ["PLAN-PRO-MONTH"], expectedAmount: 19_900 })).amount,
    ).toBe(19_900);

    const mine = await prepare(user, { goodsCodes: ["STORAGE-100GB-MONTH"] });
    const foreign = apiFor(t, other).getPaymentReceipt({
      params: { merchantUid: mine.merchantUid },
      headers: KO,
    });
    expect(await refusalCode(foreign)).toBe(120008);
    expect(
      await refusalCode(
        apiFor(t, other).getPaymentReceipt({
          params: { merchantUid: "orbis_nothing" },
          headers: KO,
        }),
      ),
    ).toBe(120008);
    expect(
      await refusalCode(
        apiFor(t, other).requestRefund({ params: { merchantUid: mine.merchantUid }, headers: KO }),
      ),
    ).toBe(120008);
  });
});
