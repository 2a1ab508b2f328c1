import { fromMinor, orderPaperDay, periodEnd } from "@orbis/core/payments";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedGoods } from "../../seed/goods";
import { refusalCode } from "../../testing/refusal";
import type { TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, type TestUser } from "../../testing/users";
import type { PaymentRow } from "./paymentRepository";
import {
  DAY_MS,
  freshApi,
  KO,
  paymentsOf,
  registerCard,
  subscribe,
} from "./testing/billingTestKit";
import { CARDS, rowCount, startPaymentsApp } from "./testing/paymentsTestKit";

/** A product's price list entry. */
const goods = (code: string) => {
  const found = seedGoods.find((g) => g.code === code);
  if (found === undefined) throw new Error(`no goods ${code}`);
  return found;
};

describe.each(testEngines)("quoting an order on %s", (engine) => {
  let t: TestApp;
  // A clock that stands still unless a test moves it: a quote and the charge that follows it
  // are then priced at the same instant, and a prorated amount can be compared to the won.
  let now = new Date();
  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  beforeAll(async () => {
    t = await startPaymentsApp(engine, { deps: { clock: () => now } });
  });
  afterAll(() => t.close());

  const quote = async (
    user: TestUser,
    body: {
      goodsCodes: string[];
      couponId?: string;
      payMethod?: "card" | "paypal";
      currency?: "KRW" | "USD";
    },
  ) => (await freshApi(t, user)).quoteOrder({ headers: KO, body });

  /** A subscriber of `code` since now; answers the subscription's first payment. */
  const subscriber = async (user: TestUser, code: string): Promise<PaymentRow> => {
    await registerCard(t, user, CARDS.good);
    await subscribe(t, user, code);
    const first = (await paymentsOf(t, user)).find((p) => p.change_kind === "new");
    if (first?.status !== "COMPLETE") throw new Error(`the ${code} subscription did not complete`);
    return first;
  };

  it("prices a new plan at the price list's price, charged now, for a month from today; nothing is written", async () => {
    const user = await createTestUser(t);
    const before = await rowCount(t, "payments");
    const quoted = await quote(user, { goodsCodes: ["PLAN-PRO-MONTH"] });
    expect(quoted).toEqual({
      orderName: "Pro (monthly)",
      changeKind: "new",
      subtotal: goods("PLAN-PRO-MONTH").prices.KRW,
      discount: 0,
      amount: goods("PLAN-PRO-MONTH").prices.KRW,
      currency: "KRW",
      from: orderPaperDay(now),
      to: orderPaperDay(periodEnd(now, "MONTH", 1)),
      chargedAt: now.toISOString(),
    });
    expect(await rowCount(t, "payments")).toBe(before);
    expect(await paymentsOf(t, user)).toEqual([]);
  });

  it("takes a held coupon off, and prices PayPal in dollars by default", async () => {
    const user = await createTestUser(t);
    const api = await freshApi(t, user);
    await api.downloadCoupon({ body: { couponId: "welcome-pro-20" } });
    const price = goods("PLAN-PRO-MONTH").prices.KRW;
    expect(
      await quote(user, { goodsCodes: ["PLAN-PRO-MONTH"], couponId: "welcome-pro-20" }),
    ).toMatchObject({ subtotal: price, discount: 0.2 * price, amount: 0.8 * price });

    const paypal = await quote(user, { goodsCodes: ["STORAGE-100GB-MONTH"], payMethod: "paypal" });
    expect(paypal).toMatchObject({
      changeKind: "item",
      currency: "USD",
      amount: goods("STORAGE-100GB-MONTH").prices.USD,
    });
  });

  it("refuses what prepare refuses, with the same codes, writing nothing", async () => {
    const user = await createTestUser(t);
    await subscriber(user, "PLAN-PRO-MONTH");
    const before = await rowCount(t, "payments");
    expect(await refusalCode(quote(user, { goodsCodes: ["NO-SUCH-GOODS"] }))).toBe(120004);
    expect(
      await refusalCode(
        quote(user, { goodsCodes: ["PLAN-PRO-MONTH"], couponId: "welcome-pro-20" }),
      ),
    ).toBe(120011);
    // The same plan again: it renews by itself.
    expect(await refusalCode(quote(user, { goodsCodes: ["PLAN-PRO-MONTH"] }))).toBe(120009);
    expect(
      await refusalCode(
        quote(user, { goodsCodes: ["PLAN-PRO-MONTH"], payMethod: "paypal", currency: "KRW" }),
      ),
    ).toBe(120009);
    expect(await rowCount(t, "payments")).toBe(before);
  });

  it("quotes an upgrade at exactly the prorated amount the regular order then charges, charged now, to the running period's end", async () => {
    const user = await createTestUser(t);
    const pro = await subscriber(user, "PLAN-PRO-MONTH");
    const end = new Date(pro.period_end ?? 0);
    advance(10 * DAY_MS + 12_345);

    const before = await rowCount(t, "payments");
    const quoted = await quote(user, { goodsCodes: ["PLAN-BUSINESS-MONTH"] });
    expect(await rowCount(t, "payments")).toBe(before);
    expect(quoted).toMatchObject({
      changeKind: "upgrade",
      currency: "KRW",
      from: orderPaperDay(now),
      to: orderPaperDay(end),
      chargedAt: now.toISOString(),
    });
    // Two thirds of the month were left: less than the full difference, more than half of it.
    const difference = goods("PLAN-BUSINESS-MONTH").prices.KRW - goods("PLAN-PRO-MONTH").prices.KRW;
    expect(quoted.amount).toBeLessThan(difference);
    expect(quoted.amount).toBeGreaterThan(0.5 * difference);

    const paper = await subscribe(t, user, "PLAN-BUSINESS-MONTH");
    const upgrade = (await paymentsOf(t, user)).find((p) => p.change_kind === "upgrade");
    expect(upgrade?.status).toBe("COMPLETE");
    expect(fromMinor(Number(upgrade?.amount_minor), "KRW")).toBe(quoted.amount);
    expect(paper).toMatchObject({ amount: quoted.amount, from: quoted.from, to: quoted.to });
  });

  it("quotes a downgrade as charged at the running period's end, for the cheaper plan's own period, scheduling nothing", async () => {
    const user = await createTestUser(t);
    const business = await subscriber(user, "PLAN-BUSINESS-MONTH");
    const end = new Date(business.period_end ?? 0);
    advance(5 * DAY_MS);
    const scheduled = (await paymentsOf(t, user)).filter((p) => p.status === "SCHEDULED");

    const quoted = await quote(user, { goodsCodes: ["PLAN-PRO-MONTH"] });
    expect(quoted).toEqual({
      orderName: "Pro (monthly)",
      changeKind: "downgrade",
      subtotal: goods("PLAN-PRO-MONTH").prices.KRW,
      discount: 0,
      amount: goods("PLAN-PRO-MONTH").prices.KRW,
      currency: "KRW",
      from: orderPaperDay(end),
      to: orderPaperDay(periodEnd(end, "MONTH", 1)),
      chargedAt: end.toISOString(),
    });
    // The BUSINESS renewal is still the one scheduled: a quote replaces nothing.
    expect((await paymentsOf(t, user)).filter((p) => p.status === "SCHEDULED")).toEqual(scheduled);
  });
});
