import type { CouponState } from "./couponState";

/**
 * The offers still worth showing a user: those offered and not yet taken (`state` null) and
 * those taken and unused. Used and expired coupons are past and stay off the event page.
 */
export const currentOffers = <T extends { readonly state: CouponState | null }>(
  coupons: readonly T[],
): T[] => coupons.filter((coupon) => coupon.state === null || coupon.state === "unused");
