import { describe, expect, it } from "vitest";
import { orderAmount, reportMatches } from "./orderAmount";

describe("orderAmount", () => {
  it("sums the lines at the goods' prices", () => {
    expect(orderAmount([{ unitPrice: 19_900, quantity: 1 }], "KRW")).toEqual({
      currency: "KRW",
      subtotal: 19_900,
      discount: 0,
      total: 19_900,
      couponApplied: false,
    });
    // Three student licences of $4.99: 1,497 cents, with no binary leftovers.
    expect(orderAmount([{ unitPrice: 4.99, quantity: 3 }], "USD").total).toBe(14.97);
  });

  it("takes a percent coupon's share, rounded half up to the minor unit", () => {
    const order = orderAmount([{ unitPrice: 19_900, quantity: 1 }], "KRW", {
      kind: "percent",
      percent: 15,
    });
    // 15 % of 19,900 = 2,985.
    expect(order).toMatchObject({ discount: 2_985, total: 16_915, couponApplied: true });
    // 10 % of $15.05 = 150.5 cents → 151.
    expect(
      orderAmount([{ unitPrice: 15.05, quantity: 1 }], "USD", { kind: "percent", percent: 10 }),
    ).toMatchObject({ discount: 1.51, total: 13.54 });
  });

  it("takes an amount coupon only in the order's currency, and never more than the order", () => {
    const lines = [{ unitPrice: 15, quantity: 1 }];
    expect(orderAmount(lines, "USD", { kind: "amount", amount: 5, currency: "USD" })).toMatchObject(
      { discount: 5, total: 10, couponApplied: true },
    );
    expect(
      orderAmount(lines, "USD", { kind: "amount", amount: 5_000, currency: "KRW" }),
    ).toMatchObject({ discount: 0, total: 15, couponApplied: false });
    expect(
      orderAmount(lines, "USD", { kind: "amount", amount: 50, currency: "USD" }),
    ).toMatchObject({ discount: 15, total: 0 });
  });

  it("discounts only the lines the coupon is for", () => {
    const lines = [
      { unitPrice: 19_900, quantity: 1 },
      { unitPrice: 9_900, quantity: 1, discounted: false },
    ];
    expect(orderAmount(lines, "KRW", { kind: "percent", percent: 20 })).toMatchObject({
      subtotal: 29_800,
      discount: 3_980,
      total: 25_820,
      couponApplied: true,
    });
    expect(
      orderAmount([{ unitPrice: 9_900, quantity: 1, discounted: false }], "KRW", {
        kind: "amount",
        amount: 3_000,
        currency: "KRW",
      }),
    ).toMatchObject({ discount: 0, total: 9_900, couponApplied: false });
  });

  it("refuses a line no order can have", () => {
    expect(() => orderAmount([{ unitPrice: -1, quantity: 1 }], "KRW")).toThrow(RangeError);
    expect(() => orderAmount([{ unitPrice: 100, quantity: 0 }], "KRW")).toThrow(RangeError);
    expect(() => orderAmount([{ unitPrice: 100, quantity: 1.5 }], "KRW")).toThrow(RangeError);
    expect(() => orderAmount([{ unitPrice: Number.NaN, quantity: 1 }], "KRW")).toThrow(RangeError);
  });
});

describe("reportMatches", () => {
  const expected = { total: 14.97, currency: "USD" as const };

  it("accepts the same amount in the same currency, to the minor unit", () => {
    expect(reportMatches(expected, { amount: 14.97, currency: "USD" })).toBe(true);
    expect(reportMatches(expected, { amount: 14.970000001, currency: "USD" })).toBe(true);
  });

  it("refuses another amount, another currency, or no amount", () => {
    expect(reportMatches(expected, { amount: 14.96, currency: "USD" })).toBe(false);
    expect(reportMatches(expected, { amount: 14.97, currency: "KRW" })).toBe(false);
    expect(reportMatches(expected, { amount: Number.NaN, currency: "USD" })).toBe(false);
  });
});
