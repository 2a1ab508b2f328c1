import type { CouponScope } from "../contract/entities/coupon";
import { ErrorCode } from "../errors/codes";
import type { Goods, GoodsKind } from "../payments/goods";

/** A coupon without limits: what a coupon stored before scopes existed discounts. */
export const ANY_GOODS: CouponScope = { goodsKinds: null, goodsCodes: null, firstOrderOnly: false };

/** A kind of goods as a buyer names what they bought of it. */
const KIND_NOUNS: Readonly<Record<GoodsKind, string>> = {
  "PLAN-PRICING": "a plan",
  HOSTING: "a hosting tier",
  OPTION: "extra storage",
  LICENCE: "student licences",
};

/** Whether a coupon of this scope discounts this product. */
export const inCouponScope = (scope: CouponScope, goods: Pick<Goods, "code" | "kind">): boolean =>
  (scope.goodsKinds === null || scope.goodsKinds.includes(goods.kind)) &&
  (scope.goodsCodes === null || scope.goodsCodes.includes(goods.code));

/** What a coupon may discount in an order, or why it discounts nothing there. */
export type CouponScopeCheck =
  | {
      readonly ok: true;
      /** The codes of the order's goods it discounts (the other lines keep their price). */
      readonly discounted: ReadonlySet<string>;
    }
  | {
      readonly ok: false;
      /** 120016: none of the goods is one it is for; 120017: not the buyer's first order of them. */
      readonly code: typeof ErrorCode.couponNotForGoods | typeof ErrorCode.couponFirstOrderOnly;
      readonly message: string;
    };

/** The codes of {@link couponScopeCheck}'s refusals: the coupon does not fit this order. */
const SCOPE_REFUSALS: ReadonlySet<number> = new Set([
  ErrorCode.couponNotForGoods,
  ErrorCode.couponFirstOrderOnly,
]);

/**
 * Whether an error code is a coupon's scope refusal (120016, 120017): the coupon does not fit
 * the order, which can still be priced and paid without it.
 */
export const isCouponScopeRefusal = (code: number): boolean => SCOPE_REFUSALS.has(code);

/**
 * Which goods of an order a coupon discounts. Only goods in its scope are discounted; an order
 * with none of them is refused (120016), never silently charged in full. A first-order coupon
 * ("20% off your first Pro subscription") is refused (120017) once the buyer has bought goods of
 * its kind before and kept them: `boughtKinds` are the kinds the buyer holds or held a payment of
 * that was not refunded (a refunded order gave the coupon back, so it does not count).
 */
export const couponScopeCheck = (
  scope: CouponScope,
  goods: readonly Pick<Goods, "code" | "kind" | "name">[],
  boughtKinds: ReadonlySet<GoodsKind>,
): CouponScopeCheck => {
  const covered = goods.filter((g) => inCouponScope(scope, g));
  if (covered.length === 0)
    return {
      ok: false,
      code: ErrorCode.couponNotForGoods,
      message: `This coupon is not for ${goods.map((g) => g.name).join(", ")}`,
    };
  const before = covered.find((g) => boughtKinds.has(g.kind));
  if (scope.firstOrderOnly && before !== undefined)
    return {
      ok: false,
      code: ErrorCode.couponFirstOrderOnly,
      message: `This coupon is for a first order only, and you have bought ${KIND_NOUNS[before.kind]} before`,
    };
  return { ok: true, discounted: new Set(covered.map((g) => g.code)) };
};
