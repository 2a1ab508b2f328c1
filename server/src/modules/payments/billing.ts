import { renewalCurrency, renewalRetryAt } from "@orbis/core/payments";
import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";
import { planChanges } from "../entitlements";
import { goodsRepository } from "./goodsRepository";
import { type PayMethodRow, payMethodRepository } from "./payMethodRepository";
import { type PaymentRow, paymentRepository } from "./paymentRepository";
import { type PaymentProvider, ProviderRefusal } from "./providers/paymentProvider";
import { settle } from "./settlement";

/** What a billing-key charge came to. */
export interface Charged {
  readonly payment: PaymentRow | undefined;
  /** The provider's refusal, when it refused. */
  readonly refusal: ProviderRefusal | null;
}

/**
 * Charges a PENDING payment to a billing key: RESERVE, the provider's charge (idempotent on the
 * merchantUid, so a retry after a crash never charges twice), then settlement from the provider's
 * own report. A refusal leaves the payment RESERVE_FAIL with the provider's words.
 */
export const chargeBillingKey = async (
  db: Kysely<Database>,
  provider: PaymentProvider,
  payment: PaymentRow,
  method: Pick<PayMethodRow, "id" | "billing_key" | "pay_method">,
  now: Date,
): Promise<Charged> => {
  const payments = paymentRepository(db);
  const reserved = await payments.move(payment, "reserve", now, {
    attempts: payment.attempts + 1,
    pay_method_id: method.id,
    pay_method: method.pay_method,
  });
  if (reserved === undefined) return { payment, refusal: null };
  try {
    await provider.chargeBillingKey({
      billingKey: method.billing_key,
      merchantUid: reserved.merchant_uid,
      orderName: reserved.order_name,
      amountMinor: Number(reserved.amount_minor),
      currency: reserved.currency,
      buyerEmail: reserved.buyer_email,
      buyerName: reserved.buyer_name,
    });
  } catch (error) {
    if (!(error instanceof ProviderRefusal)) throw error;
    // The provider's notice of the failure may have been settled first: the payment failed all
    // the same, and its caller must still schedule the retry.
    const failed =
      (await payments.move(reserved, "reserveFail", now, { failure: error.message })) ??
      (await payments.find(reserved.merchant_uid));
    return { payment: failed?.status === "RESERVE_FAIL" ? failed : undefined, refusal: error };
  }
  return { payment: await settle(db, provider, reserved.merchant_uid, now), refusal: null };
};

/**
 * After a renewal failed: try again on the retry schedule, keeping the plan until then, or let
 * the plan lapse after the last try (the account then goes on as a free one; its work stays).
 */
const afterFailedRenewal = async (
  db: Kysely<Database>,
  payment: PaymentRow,
  now: Date,
): Promise<void> => {
  const retryAt = renewalRetryAt(payment.attempts, now);
  await paymentRepository(db).setNextAttempt(payment.merchant_uid, retryAt);
  const goods = await goodsRepository(db).find(payment.goods_codes);
  const plans = planChanges(db);
  const plan = goods.find((g) => g.kind === "PLAN-PRICING" && g.planId !== null);
  if (plan?.planId != null) {
    // A cheaper plan that could not be charged: the dearer one it was to follow is what the
    // account holds, and what it keeps while the charge is retried.
    const held =
      payment.change_kind === "downgrade"
        ? ((await plans.planOf(payment.user_id))?.plan_id ?? plan.planId)
        : plan.planId;
    if (retryAt === null) await plans.lapsePlan(payment.user_id, held, now);
    else await plans.extendPlan(payment.user_id, held, retryAt);
  }
  const hosting = goods.find((g) => g.kind === "HOSTING" && g.planId !== null);
  if (hosting?.planId != null) {
    // Hosting falls back to its free tier, where the hosted images stay.
    if (retryAt === null) await plans.setHostingWithoutEnd(payment.user_id);
    else await plans.extendHosting(payment.user_id, retryAt);
  }
};

/**
 * A claimed renewal at its goods' full price in another currency, or undefined (and failed for
 * good) when a product of it is not sold there.
 */
const repriced = async (
  db: Kysely<Database>,
  payment: PaymentRow,
  currency: "KRW" | "USD",
  now: Date,
): Promise<PaymentRow | undefined> => {
  const goods = await goodsRepository(db).find(payment.goods_codes);
  const prices = goods.map((g) => g.pricesMinor[currency]);
  const payments = paymentRepository(db);
  if (goods.length === 0 || prices.some((p) => p === undefined)) {
    const failure = `This renewal is not sold in ${currency}, the currency of the payment method`;
    await payments.move(payment, "reserveFail", now, { failure, attempts: payment.attempts + 1 });
    return undefined;
  }
  const amountMinor = prices.reduce<number>((sum, p) => sum + (p ?? 0), 0);
  return payments.reprice(payment, { currency, amountMinor }, now);
};

/**
 * Charges every scheduled payment that is due and retries failed renewals whose time has come.
 * Safe to run in several processes at once: each payment is claimed by a conditional status
 * move (SCHEDULED → PENDING, RESERVE_FAIL → PENDING) that exactly one of them wins. Answers how
 * many payments this call charged.
 */
export const chargeDue = async (
  db: Kysely<Database>,
  provider: PaymentProvider,
  now: Date,
  batch = 50,
): Promise<number> => {
  const payments = paymentRepository(db);
  const methods = payMethodRepository(db);
  let charged = 0;
  const errors: unknown[] = [];
  const chargeOne = async (due: PaymentRow): Promise<void> => {
    // A scheduled charge becomes a payment when it is made: it is created now, so the history
    // (newest first, filtered by day) shows a renewal when it was charged, not when planned.
    const claimed =
      due.status === "SCHEDULED"
        ? await payments.move(due, "due", now, { created_at: now })
        : await payments.claimRetry(due, now);
    if (claimed === undefined) return;
    charged += 1;
    // The default method, not the one of the first order: updating a method is registering a
    // new one and making it the default (docs/product/states.md), so a replaced card is never charged again.
    const method = await methods.findDefault(claimed.user_id);
    if (method === undefined) {
      const failure = "No payment method is registered";
      const failed = await payments.move(claimed, "reserveFail", now, {
        failure,
        attempts: claimed.attempts + 1,
      });
      if (failed !== undefined) await afterFailedRenewal(db, failed, now);
      return;
    }
    // A PayPal method means a USD plan (docs/product/entities.md): a renewal moved to PayPal is charged in USD.
    const currency = renewalCurrency(method.pay_method, claimed.currency);
    const toCharge =
      currency === claimed.currency ? claimed : await repriced(db, claimed, currency, now);
    if (toCharge === undefined) return;
    const result = await chargeBillingKey(db, provider, toCharge, method, now);
    if (result.refusal !== null && result.payment !== undefined)
      await afterFailedRenewal(db, result.payment, now);
  };
  // One payment's trouble (the provider unreachable, say) must not hold back the others: the
  // payment stays RESERVE and `finishInterrupted` looks into it later.
  for (const due of await payments.due(now, batch)) {
    await chargeOne(due).catch((error: unknown) => errors.push(error));
  }
  if (errors.length > 0) throw new AggregateError(errors, `${errors.length} due charges failed`);
  return charged;
};
