import { describe, expect, it } from "vitest";
import { COUPON_STATES, type CouponUsage, couponStateOf, filterCoupons } from "./couponState";

const now = new Date("2025-06-01T00:00:00Z");

describe("coupon filter state", () => {
  it("has used, unused and expired", () => {
    expect(COUPON_STATES).toEqual(["used", "unused", "expired"]);
  });

  it.each<[string, CouponUsage, string]>([
    ["used", { used: true, expiresAt: "2025-07-01T00:00:00Z" }, "used"],
    ["used even past its end", { used: true, expiresAt: "2020-01-01T00:00:00Z" }, "used"],
    ["unused before its end", { used: false, expiresAt: "2025-06-01T00:00:01Z" }, "unused"],
    ["expired at its end", { used: false, expiresAt: now }, "expired"],
    ["expired past its end (epoch ms)", { used: false, expiresAt: now.getTime() - 1 }, "expired"],
    ["unused without an end", { used: false }, "unused"],
    ["unused with a null end", { used: false, expiresAt: null }, "unused"],
    ["unused with an unreadable end", { used: false, expiresAt: "soon" }, "unused"],
  ])("a coupon %s is %s", (_, coupon, state) => {
    expect(couponStateOf(coupon, now)).toBe(state);
  });

  it("filters a list by state", () => {
    const coupons = [
      { id: 1, used: true },
      { id: 2, used: false, expiresAt: "2020-01-01" },
      { id: 3, used: false },
    ];
    expect(filterCoupons(coupons, "used", now).map((c) => c.id)).toEqual([1]);
    expect(filterCoupons(coupons, "expired", now.getTime()).map((c) => c.id)).toEqual([2]);
    expect(filterCoupons(coupons, "unused", now).map((c) => c.id)).toEqual([3]);
  });
});
