import type { Coupon, CouponDiscount } from "../contract/entities/coupon";
import type { Currency } from "../contract/enums";
import type { Goods } from "../payments/goods";
import { ANY_GOODS, inCouponScope } from "./couponScope";
import { couponStateOf } from "./couponState";

/**
 * Whether a discount can take anything off a payment in `currency`: a percentage always can; a
 * fixed amount only in its own currency (the server's `orderAmount` does not convert a won
 * coupon into dollars, so a ₩3,000 coupon takes nothing off a dollar order).
 */
export const discountFitsCurrency = (discount: CouponDiscount, currency: Currency): boolean =>
  discount.kind === "percent" || discount.currency === currency;

/**
 * The coupons a buyer can pick for an order of `goods` paid in `currency` at `now`: held and
 * neither used nor expired, in scope for at least one of the goods (a coupon listed without a
 * scope discounts anything), and with a discount the currency can take. Whether it is the
 * buyer's first order of such goods only the server knows: it refuses with 120017 if not.
 */
export const usableCoupons = <
  T extends Pick<Coupon, "downloadedAt" | "usedAt" | "expiresAt" | "scope" | "discount">,
>(
  coupons: readonly T[],
  goods: readonly Pick<Goods, "code" | "kind">[],
  currency: Currency,
  now: Date | number,
): T[] =>
  coupons.filter(
    (coupon) =>
      coupon.downloadedAt !== null &&
      couponStateOf({ used: coupon.usedAt !== null, expiresAt: coupon.expiresAt }, now) ===
        "unused" &&
      goods.some((g) => inCouponScope(coupon.scope ?? ANY_GOODS, g)) &&
      discountFitsCurrency(coupon.discount, currency),
  );
