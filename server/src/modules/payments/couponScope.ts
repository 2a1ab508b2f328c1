import { type CouponScope, couponScopeSchema } from "@orbis/core/contract";
import { type CouponScopeCheck, couponScopeCheck } from "@orbis/core/coupons";
import type { Goods, GoodsKind } from "@orbis/core/payments";
import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";
import { goodsRepository } from "./goodsRepository";
import { kinRepository } from "./kinRepository";
import type { HeldCouponRow } from "./provisionRepository";

/** A held coupon's scope as stored, read by the contract's schema. */
export const scopeOf = (held: Pick<HeldCouponRow, "scope">): CouponScope =>
  couponScopeSchema.parse(held.scope);

/**
 * Core's `couponScopeCheck` for a buyer's order: which of its goods the coupon discounts, or why
 * none. For a first-order coupon it asks which kinds of the goods the buyer paid for before and
 * kept, leaving out `except` (the payment being delivered, which is the order itself).
 */
export const checkCouponScope = async (
  db: Kysely<Database>,
  userId: string,
  scope: CouponScope,
  goods: readonly Goods[],
  except: string | null,
): Promise<CouponScopeCheck> => {
  const bought = new Set<GoodsKind>();
  if (scope.firstOrderOnly) {
    const list = await goodsRepository(db).list();
    for (const kind of new Set(goods.map((g) => g.kind))) {
      const codes = list.filter((g) => g.kind === kind).map((g) => g.code);
      if (await kinRepository(db).boughtBefore(userId, codes, except)) bought.add(kind);
    }
  }
  return couponScopeCheck(scope, goods, bought);
};
