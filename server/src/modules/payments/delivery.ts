import { randomUUID } from "node:crypto";
import { type Goods, isExclusiveKind, isRenewableKind, periodEnd } from "@orbis/core/payments";
import { FREE_PLAN_ID } from "@orbis/core/plans";
import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";
import { planChanges } from "../entitlements";
import { checkCouponScope, scopeOf } from "./couponScope";
import { goodsRepository } from "./goodsRepository";
import { type PaymentRow, paymentRepository } from "./paymentRepository";
import { provisionRepository } from "./provisionRepository";

/** A new merchantUid: ours, unguessable, and unique across processes. */
export const newMerchantUid = (): string => `orbis_${randomUUID().replaceAll("-", "")}`;

/** The codes of every product of the same kind: the plans, or the hosting tiers. */
const kinOf = async (trx: Kysely<Database>, goods: Goods): Promise<string[]> =>
  (await goodsRepository(trx).list()).filter((g) => g.kind === goods.kind).map((g) => g.code);

/**
 * Schedules the next charge of a regular payment's plan, hosting or storage goods at its period's
 * end. A plan or hosting tier replaces the renewal of its kind scheduled before (an upgrade's new
 * plan renews, not the old one); storage options add up, so each renews on its own.
 */
const scheduleRenewal = async (
  trx: Kysely<Database>,
  payment: PaymentRow,
  goods: Goods,
  now: Date,
): Promise<void> => {
  const payments = paymentRepository(trx);
  if (isExclusiveKind(goods.kind))
    for (const old of await payments.scheduledFor(payment.user_id, await kinOf(trx, goods)))
      await payments.unschedule(old.merchant_uid);
  const start = payment.period_end ?? now;
  const price = goods.pricesMinor[payment.currency] ?? 0;
  await payments.insert({
    merchant_uid: newMerchantUid(),
    user_id: payment.user_id,
    payment_type: "REGULAR",
    status: "SCHEDULED",
    goods_codes: JSON.stringify([goods.code]),
    order_name: goods.name,
    currency: payment.currency,
    subtotal_minor: price,
    amount_minor: price,
    pay_method: payment.pay_method,
    pay_method_id: payment.pay_method_id,
    card_name: payment.card_name,
    provider: payment.provider,
    buyer_email: payment.buyer_email,
    buyer_name: payment.buyer_name,
    change_kind: "renewal",
    period_start: start,
    period_end: periodEnd(start, goods.periodUnit, goods.periodCount),
    scheduled_at: start,
    created_at: now,
    updated_at: now,
  });
};

/**
 * Delivers what a paid payment bought, inside the transaction that marks it COMPLETE: the plan
 * or hosting tier until the paid period's end, storage on top of the plan's, student licences,
 * and for a regular payment the next charge of its plan, hosting or storage. Spends its coupon; answers a reason, and delivers
 * nothing, when the coupon no longer holds for the order (spent on another payment meanwhile, or
 * no longer the buyer's first order of its goods): the amount then no longer holds.
 */
export const deliverItems = async (
  trx: Kysely<Database>,
  payment: PaymentRow,
  now: Date,
): Promise<string | null> => {
  const provision = provisionRepository(trx);
  const plans = planChanges(trx);
  const goods = await goodsRepository(trx).find(payment.goods_codes);
  if (payment.coupon_id !== null) {
    // Priced when ordered; another order paid meanwhile may have made it no first order.
    const held = await provision.heldCoupon(payment.user_id, payment.coupon_id);
    if (held === undefined) return "The coupon of this order is no longer held";
    const check = await checkCouponScope(
      trx,
      payment.user_id,
      scopeOf(held),
      goods,
      payment.merchant_uid,
    );
    if (!check.ok) return check.message;
    if (!(await provision.spendCoupon(payment.user_id, payment.coupon_id, now)))
      return "The coupon of this order was used on another payment";
  }
  const start = payment.period_start ?? now;
  for (const item of goods) {
    const until = payment.period_end ?? periodEnd(start, item.periodUnit, item.periodCount);
    // A renewal or an upgrade keeps the date the plan started; a new plan starts now.
    const since = payment.change_kind === "new" || payment.change_kind === "item" ? start : null;
    if (item.kind === "PLAN-PRICING" && item.planId !== null)
      await plans.setPlan(payment.user_id, item.planId, since, until);
    if (item.kind === "HOSTING" && item.planId !== null)
      await plans.setHosting(payment.user_id, item.planId, since, until);
    // Bought storage needs no write: it counts while its COMPLETE payment's period runs.
    if (item.kind === "LICENCE")
      await provision.addLicences(
        payment.user_id,
        payment.merchant_uid,
        item.code,
        item.periodCount,
        item.licenceCount ?? 1,
        now,
      );
    // A failed renewal of the kind would charge for what this replaces, and put it back.
    if (isExclusiveKind(item.kind))
      await paymentRepository(trx).stopRetries(payment.user_id, await kinOf(trx, item));
    if (payment.payment_type === "REGULAR" && isRenewableKind(item.kind))
      await scheduleRenewal(trx, { ...payment, period_end: until }, item, now);
  }
  return null;
};

/**
 * Takes back what a refunded payment delivered. A plan or hosting payment is refunded only while
 * the account's current period of its kind rests on it (core's `refundStanding`), so the kind
 * returns to its free tier (the account keeps its work) and every charge of the kind still to
 * come goes: the renewal, a cheaper or dearer plan scheduled for the period's end, the retry of a
 * failed renewal. A storage option stops counting with its payment refunded and its own renewal
 * goes; unused licences go; the coupon is given back.
 */
export const takeBackItems = async (trx: Kysely<Database>, payment: PaymentRow): Promise<void> => {
  const provision = provisionRepository(trx);
  const plans = planChanges(trx);
  const payments = paymentRepository(trx);
  const goods = await goodsRepository(trx).find(payment.goods_codes);
  for (const item of goods) {
    if (item.kind === "PLAN-PRICING") await plans.setPlanWithoutEnd(payment.user_id, FREE_PLAN_ID);
    if (item.kind === "HOSTING") await plans.setHostingWithoutEnd(payment.user_id);
    if (isExclusiveKind(item.kind)) {
      const kin = await kinOf(trx, item);
      for (const next of await payments.scheduledFor(payment.user_id, kin))
        await payments.unschedule(next.merchant_uid);
      await payments.stopRetries(payment.user_id, kin);
    }
    if (item.kind === "OPTION" && payment.period_end !== null)
      // Its renewal starts where the refunded period ends; another option of the same goods
      // renews on its own dates and stays.
      for (const next of await payments.scheduledFor(payment.user_id, [item.code]))
        if (
          next.period_start !== null &&
          new Date(next.period_start).getTime() === new Date(payment.period_end).getTime()
        )
          await payments.unschedule(next.merchant_uid);
  }
  await provision.removeLicences(payment.merchant_uid);
  if (payment.coupon_id !== null) await provision.restoreCoupon(payment.user_id, payment.coupon_id);
};
