import type { z } from "zod";
import { couponStateSchema } from "../contract/enums";

/** A coupon filter state. */
export type CouponState = z.infer<typeof couponStateSchema>;

/** The coupon filter states: used, unused, expired (docs/product/entities.md). */
export const COUPON_STATES: readonly CouponState[] = couponStateSchema.options;

/** What the filter needs of a downloaded coupon. */
export interface CouponUsage {
  readonly used: boolean;
  /** When the coupon stops being usable; none means it never expires. */
  readonly expiresAt?: Date | string | number | null;
}

const timeOf = (value: Date | string | number): number =>
  value instanceof Date ? value.getTime() : new Date(value).getTime();

/**
 * The filter state of a coupon at `now`: a used coupon stays `used` after it would have
 * expired, since that is what happened to it; an unused one past its end is `expired`.
 * An unreadable end date counts as no end.
 */
export const couponStateOf = (coupon: CouponUsage, now: Date | number): CouponState => {
  if (coupon.used) return "used";
  if (coupon.expiresAt === undefined || coupon.expiresAt === null) return "unused";
  const end = timeOf(coupon.expiresAt);
  return !Number.isNaN(end) && end <= timeOf(now) ? "expired" : "unused";
};

/** The coupons in `state` at `now`. */
export const filterCoupons = <T extends CouponUsage>(
  coupons: readonly T[],
  state: CouponState,
  now: Date | number,
): T[] => coupons.filter((coupon) => couponStateOf(coupon, now) === state);
