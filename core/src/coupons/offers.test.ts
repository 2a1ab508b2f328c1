import { describe, expect, it } from "vitest";
import type { CouponState } from "./couponState";
import { currentOffers } from "./offers";

describe("currentOffers", () => {
  it("keeps what is offered or owned and unused, drops what is used or expired", () => {
    const coupon = (id: string, state: CouponState | null) => ({ id, state });
    const offers = currentOffers([
      coupon("offered", null),
      coupon("unused", "unused"),
      coupon("used", "used"),
      coupon("expired", "expired"),
    ]);
    expect(offers.map((c) => c.id)).toEqual(["offered", "unused"]);
  });
});
