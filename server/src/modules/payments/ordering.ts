import type { Currency, PayMethod } from "@orbis/core/contract";
import { couponDiscountSchema } from "@orbis/core/contract";
import { couponListState } from "@orbis/core/coupons";
import { canBuyLicences } from "@orbis/core/edu";
import { AppError, ErrorCode } from "@orbis/core/errors";
import { type CurrentPlan, type Goods, type PricedOrder, priceOrder } from "@orbis/core/payments";
import { planFlags } from "@orbis/core/plans";
import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";
import { currentPlans, planChanges } from "../entitlements";
import { checkCouponScope, scopeOf } from "./couponScope";
import { goodsRepository } from "./goodsRepository";
import { paymentRepository } from "./paymentRepository";
import { provisionRepository } from "./provisionRepository";
import { asCatalogueError } from "./refusals";

/** An order as asked for: codes, coupon, method and currency, never an amount. */
export interface OrderRequest {
  readonly userId: string;
  readonly goodsCodes: readonly string[];
  readonly couponId: string | undefined;
  readonly payMethod: PayMethod;
  readonly currency: Currency;
}

/** A priced order with its goods, ready to be stored as a payment. */
export interface PlacedOrder extends PricedOrder {
  readonly goods: readonly Goods[];
  readonly couponId: string | null;
}

/** The goods of these codes, in the order given; an unknown code is refused by name. */
const goodsOf = async (db: Kysely<Database>, codes: readonly string[]): Promise<Goods[]> => {
  const unique = [...new Set(codes)];
  if (unique.length !== codes.length)
    throw new AppError(ErrorCode.orderRefused, { message: "Each product may be ordered once" });
  const found = await goodsRepository(db).find(unique);
  const missing = unique.filter((code) => !found.some((g) => g.code === code));
  if (missing.length > 0)
    throw new AppError(ErrorCode.unknownGoods, {
      message: `There is no product with the code ${missing.join(", ")}`,
    });
  return unique.map((code) => found.find((g) => g.code === code) as Goods);
};

/**
 * Refuses student licences to a buyer whose plan cannot own groups (140002): they would have no
 * students to give them to. Read from the plan held now, as every edu call reads it.
 */
const checkLicenceBuyer = async (
  db: Kysely<Database>,
  userId: string,
  goods: readonly Goods[],
  now: Date,
): Promise<void> => {
  if (!goods.some((g) => g.kind === "LICENCE")) return;
  const { plan } = await currentPlans(db, userId, now);
  if (!canBuyLicences(planFlags(plan))) throw new AppError(ErrorCode.eduAdminOnly);
};

/** The paid plan running now, with the goods it was bought as; null on FREE or expired. */
const currentPlan = async (
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<CurrentPlan | null> => {
  const running = await paymentRepository(db).runningPlanPayment(userId, now);
  if (running === undefined || running.period_start === null || running.period_end === null)
    return null;
  const goods = await goodsRepository(db).find(running.goods_codes);
  const plan = goods.find((g) => g.kind === "PLAN-PRICING" && g.planId !== null);
  if (plan?.planId == null) return null;
  const account = await planChanges(db).planOf(userId);
  // A refunded or lapsed plan is no longer the one the account is on.
  if (account?.plan_id !== plan.planId) return null;
  return {
    planId: plan.planId,
    goods: plan,
    periodStart: running.period_start,
    periodEnd: running.period_end,
  };
};

/**
 * The discount of a coupon the buyer holds and may still use on these goods, with the codes it
 * discounts; refused with the reason otherwise: not held, used or expired (120011), not for these
 * goods (120016) or not the buyer's first order of them (120017), the scope in the details so a
 * client can say what the coupon is for.
 */
const usableCoupon = async (
  db: Kysely<Database>,
  userId: string,
  couponId: string,
  goods: readonly Goods[],
  now: Date,
) => {
  const held = await provisionRepository(db).heldCoupon(userId, couponId);
  if (held === undefined)
    throw new AppError(ErrorCode.couponNotUsable, { message: "You do not hold this coupon" });
  const state = couponListState(held, now);
  if (state === "used")
    throw new AppError(ErrorCode.couponNotUsable, { message: "This coupon has been used" });
  if (state === "expired")
    throw new AppError(ErrorCode.couponNotUsable, { message: "This coupon has expired" });
  const scope = scopeOf(held);
  const check = await checkCouponScope(db, userId, scope, goods, null);
  if (!check.ok) throw new AppError(check.code, { message: check.message, details: { scope } });
  return { discount: couponDiscountSchema.parse(held.discount), discounted: check.discounted };
};

/**
 * Prices an order for its buyer (docs/architecture.md#rules-never-broken): the goods' own prices, the running plan for a
 * plan change, the coupon they hold on the goods it is for. Nothing is written.
 */
export const placeOrder = async (
  db: Kysely<Database>,
  request: OrderRequest,
  now: Date,
): Promise<PlacedOrder> => {
  const goods = await goodsOf(db, request.goodsCodes);
  await checkLicenceBuyer(db, request.userId, goods, now);
  const coupon =
    request.couponId === undefined
      ? null
      : await usableCoupon(db, request.userId, request.couponId, goods, now);
  const current = await currentPlan(db, request.userId, now);
  const priced = await asCatalogueError(async () =>
    priceOrder({
      goods,
      currency: request.currency,
      payMethod: request.payMethod,
      coupon: coupon?.discount ?? null,
      ...(coupon === null ? {} : { discounted: coupon.discounted }),
      current,
      now,
    }),
  );
  if (request.couponId !== undefined && !priced.couponApplied)
    throw new AppError(ErrorCode.couponNotUsable, {
      message: "This coupon does not apply to this order",
    });
  return { ...priced, goods, couponId: priced.couponApplied ? (request.couponId ?? null) : null };
};
