import { fromMinor, isPaymentStatusIn, reportMatches } from "@orbis/core/payments";
import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";
import { deliverItems, takeBackItems } from "./delivery";
import { type PaymentRow, paymentRepository } from "./paymentRepository";
import type { PaymentProvider, ProviderPayment } from "./providers/paymentProvider";

/** What settling did, for the caller that must act after the commit. */
export interface Settled {
  /** The payment as it stands after settling (undefined when we know no such merchantUid). */
  readonly payment: PaymentRow | undefined;
  /** The provider took money the order does not hold (a wrong amount, a coupon spent twice): return it. */
  readonly cancelAtProvider: string | null;
}

/**
 * Brings a payment in line with what its provider reports, in one transaction with the row
 * locked: a PAID report is checked against the amount and currency the server computed, and
 * only then is the payment PAID and its items delivered (COMPLETE); a FAILED report makes it
 * RESERVE_FAIL; a CANCELLED one completes a refund asked for and takes the items back. Any report repeated, late or out of
 * order changes nothing, because every move starts from the status the row is in.
 */
export const settleReport = async (
  db: Kysely<Database>,
  report: ProviderPayment,
  now: Date,
  eventKey: string | null = null,
): Promise<Settled> =>
  db.transaction().execute(async (trx) => {
    const payments = paymentRepository(trx);
    const known = await payments.find(report.merchantUid);
    if (known === undefined) return { payment: undefined, cancelAtProvider: null };
    // Under the buyer's ordering lock, taken before the row's as an order takes it: an order
    // being priced meanwhile sees this payment either still in flight or delivered, never paid
    // with its plan not yet given, the moment a double click would be charged twice.
    await payments.lockOrdering(known.user_id);
    let row = await payments.find(report.merchantUid, true);
    if (row === undefined) return { payment: undefined, cancelAtProvider: null };
    if (eventKey !== null && !(await payments.recordEvent(row.merchant_uid, eventKey, now)))
      return { payment: row, cancelAtProvider: null };
    if (report.status === "PAID") {
      // A checkout tried again after a failed card: the failure is behind it.
      if (row.status === "RESERVE_FAIL" && row.payment_type === "ONCE")
        row = (await payments.move(row, "retry", now)) ?? row;
      if (!isPaymentStatusIn("awaitingProvider", row.status))
        return { payment: row, cancelAtProvider: null };
      const expected = {
        total: fromMinor(Number(row.amount_minor), row.currency),
        currency: row.currency,
      };
      const reported = {
        amount: fromMinor(report.amountMinor, row.currency),
        currency: report.currency,
      };
      if (!reportMatches(expected, reported)) {
        const failure = `The provider reported ${report.amountMinor} ${report.currency} for an order of ${row.amount_minor} ${row.currency}`;
        const failed = await payments.move(row, "reserveFail", now, { failure });
        return { payment: failed ?? row, cancelAtProvider: failure };
      }
      const paid = await payments.move(row, "pay", now, {
        paid_at: now,
        card_name: report.cardName,
        provider_payment_id: report.providerPaymentId,
        receipt_url: report.receiptUrl,
        failure: null,
      });
      if (paid === undefined) return { payment: row, cancelAtProvider: null };
      const refusal = await deliverItems(trx, paid, now);
      if (refusal !== null) {
        const failed = await payments.move(paid, "provideFail", now, { failure: refusal });
        return { payment: failed ?? paid, cancelAtProvider: refusal };
      }
      return { payment: await payments.move(paid, "provide", now), cancelAtProvider: null };
    }
    if (report.status === "FAILED" && isPaymentStatusIn("awaitingProvider", row.status)) {
      const failed = await payments.move(row, "reserveFail", now, { failure: report.failure });
      return { payment: failed ?? row, cancelAtProvider: null };
    }
    if (report.status === "CANCELLED" && row.status === "REFUND_REQUEST") {
      const refunded = await payments.move(row, "refund", now, { refunded_at: now });
      if (refunded !== undefined) await takeBackItems(trx, refunded);
      return { payment: refunded ?? row, cancelAtProvider: null };
    }
    return { payment: row, cancelAtProvider: null };
  });

/**
 * Settles a payment from its provider's current report (webhooks carry only which payment; its
 * state is always read back from the provider, so a forged or stale body cannot move money). A
 * payment the provider holds wrongly is returned to the buyer.
 */
export const settle = async (
  db: Kysely<Database>,
  provider: PaymentProvider,
  merchantUid: string,
  now: Date,
  eventKey: string | null = null,
): Promise<PaymentRow | undefined> => {
  const report = await provider.findPayment(merchantUid);
  if (report === null) return paymentRepository(db).find(merchantUid);
  const settled = await settleReport(db, report, now, eventKey);
  if (settled.cancelAtProvider === null || report.status !== "PAID") return settled.payment;
  await provider.cancelPayment(merchantUid, settled.cancelAtProvider);
  const payments = paymentRepository(db);
  const held = settled.payment;
  if (held?.status !== "PROVIDE_ITEM_FAIL") return held;
  // Paid but not deliverable: the money went back, so the payment ends refunded.
  const asked = await payments.move(held, "requestRefund", now);
  return asked === undefined ? held : payments.move(asked, "refund", now, { refunded_at: now });
};
