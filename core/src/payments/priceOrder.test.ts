import { describe, expect, it } from "vitest";
import type { Goods } from "./goods";
import { type CurrentPlan, OrderRefusal, priceOrder } from "./priceOrder";

const item = (code: string, over: Partial<Goods> = {}): Goods => ({
  code,
  kind: "PLAN-PRICING",
  name: code,
  planId: code.toLowerCase().split("-")[1] ?? null,
  periodUnit: "MONTH",
  periodCount: 1,
  pricesMinor: { KRW: 10_000, USD: 1_000 },
  storageBytes: null,
  licenceCount: null,
  ...over,
});
const PRO = item("PLAN-PRO-MONTH", { pricesMinor: { KRW: 19_900, USD: 1_500 } });
const BUSINESS = item("PLAN-BUSINESS-MONTH", { pricesMinor: { KRW: 99_000, USD: 7_900 } });
const PRO_YEAR = item("PLAN-PRO-YEAR", {
  planId: "pro",
  periodUnit: "YEAR",
  pricesMinor: { KRW: 199_000, USD: 15_000 },
});
const STORAGE = item("STORAGE-100GB-MONTH", { kind: "OPTION", planId: null });
const now = new Date("2026-04-16T00:00:00Z");
const order = (over: Partial<Parameters<typeof priceOrder>[0]>) =>
  priceOrder({
    goods: [PRO],
    currency: "KRW",
    payMethod: "card",
    coupon: null,
    current: null,
    now,
    ...over,
  });
const onPro: CurrentPlan = {
  planId: "pro",
  goods: PRO,
  periodStart: new Date("2026-04-01T00:00:00Z"),
  periodEnd: new Date("2026-05-01T00:00:00Z"),
};

describe("priceOrder", () => {
  it("charges a new plan in full for one period from now", () => {
    const priced = order({});
    expect(priced).toMatchObject({ changeKind: "new", amountMinor: 19_900, subtotalMinor: 19_900 });
    expect(priced.periodEnd.toISOString()).toBe("2026-05-16T00:00:00.000Z");
  });

  it("discounts with a coupon, in the order's currency only for amount coupons", () => {
    expect(order({ coupon: { kind: "percent", percent: 10 } }).amountMinor).toBe(17_910);
    const usdCoupon = { kind: "amount", amount: 5, currency: "USD" } as const;
    expect(order({ coupon: usdCoupon })).toMatchObject({
      amountMinor: 19_900,
      couponApplied: false,
    });
    expect(order({ coupon: usdCoupon, currency: "USD" })).toMatchObject({
      amountMinor: 1_000,
      discountMinor: 500,
    });
  });

  it("discounts only the goods the coupon is for", () => {
    const percent = { kind: "percent", percent: 20 } as const;
    const discounted = new Set([PRO.code]);
    expect(order({ goods: [PRO, STORAGE], coupon: percent, discounted })).toMatchObject({
      subtotalMinor: 29_900,
      discountMinor: 3_980,
      amountMinor: 25_920,
    });
    expect(order({ goods: [STORAGE], coupon: percent, discounted, current: null })).toMatchObject({
      discountMinor: 0,
      couponApplied: false,
    });
    const amount = { kind: "amount", amount: 50_000, currency: "KRW" } as const;
    // An amount coupon takes at most what its goods cost, never the rest of the order's.
    expect(order({ goods: [PRO, STORAGE], coupon: amount, discounted })).toMatchObject({
      discountMinor: 19_900,
      amountMinor: 10_000,
    });
  });

  it("charges an upgrade the rest of the running period at the new price, keeping its end", () => {
    const priced = order({ goods: [BUSINESS], current: onPro });
    // Half of April is left: half of the 79,100 won difference.
    expect(priced).toMatchObject({ changeKind: "upgrade", amountMinor: 39_550 });
    expect(priced.periodEnd).toEqual(onPro.periodEnd);
  });

  it("starts a dearer period now with the running period's rest credited", () => {
    const priced = order({ goods: [PRO_YEAR], current: onPro });
    expect(priced).toMatchObject({ changeKind: "upgrade", amountMinor: 199_000 - 9_950 });
    expect(priced.periodEnd.toISOString()).toBe("2027-04-16T00:00:00.000Z");
  });

  it("makes a downgrade wait for the period's end and spends no coupon on it", () => {
    const current = { ...onPro, planId: "business", goods: BUSINESS };
    const priced = order({ current, coupon: { kind: "percent", percent: 50 } });
    expect(priced).toMatchObject({
      changeKind: "downgrade",
      amountMinor: 19_900,
      couponApplied: false,
    });
    expect(priced.periodStart).toEqual(onPro.periodEnd);
  });

  it("treats a plan bought after the running one ended as new", () => {
    const ended = { ...onPro, periodEnd: new Date("2026-04-10T00:00:00Z") };
    expect(order({ goods: [BUSINESS], current: ended }).changeKind).toBe("new");
  });

  it("prices items besides plans as items, summing their lines", () => {
    const priced = order({
      goods: [STORAGE, item("LICENCE-1M", { kind: "LICENCE", planId: null })],
    });
    expect(priced).toMatchObject({ changeKind: "item", amountMinor: 20_000 });
  });

  it("refuses what cannot be sold, saying why", () => {
    const refusal = (over: Partial<Parameters<typeof priceOrder>[0]>) => () => order(over);
    expect(refusal({ payMethod: "paypal" })).toThrow(
      new OrderRefusal("PayPal payments are made in USD"),
    );
    expect(refusal({ goods: [PRO, BUSINESS] })).toThrow(/at most one plan/);
    expect(refusal({ goods: [PRO], current: onPro })).toThrow(/already running/);
    expect(refusal({ goods: [BUSINESS, STORAGE], current: onPro })).toThrow(/on its own/);
    expect(refusal({ goods: [item("X", { pricesMinor: { KRW: 1 } })], currency: "USD" })).toThrow(
      "X is not sold in USD",
    );
  });
});
