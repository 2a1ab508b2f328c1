import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";
import { type PaymentRow, paymentRepository } from "./paymentRepository";
import type { PaymentProvider, ProviderPayment } from "./providers/paymentProvider";
import { settleReport } from "./settlement";

/** The provider's report of a payment of nothing returned: no provider ever took it. */
export const cancelledFree = (row: PaymentRow): ProviderPayment => ({
  merchantUid: row.merchant_uid,
  providerPaymentId: row.provider_payment_id ?? row.merchant_uid,
  status: "CANCELLED",
  amountMinor: 0,
  currency: row.currency,
  payMethod: row.pay_method,
  cardName: row.card_name,
  receiptUrl: row.receipt_url,
  failure: null,
});

/**
 * Brings a refund that was asked for but never answered (the provider unreachable, a crash in
 * between) in line with what the provider holds: money returned completes the refund and takes
 * the items back; money still held returns the payment to COMPLETE with why (the buyer may ask
 * again). Answers the payment as it then is, or undefined when the provider cannot say yet (it
 * stays REFUND_REQUEST for the next look). Throws when the provider cannot be reached.
 */
export const recoverRefund = async (
  db: Kysely<Database>,
  provider: PaymentProvider,
  row: PaymentRow,
  now: Date,
): Promise<PaymentRow | undefined> => {
  if (row.status !== "REFUND_REQUEST") return row;
  if (Number(row.amount_minor) === 0)
    return (await settleReport(db, cancelledFree(row), now)).payment;
  const report = await provider.findPayment(row.merchant_uid);
  if (report?.status === "CANCELLED") return (await settleReport(db, report, now)).payment;
  if (report?.status === "PAID")
    return paymentRepository(db).move(row, "refundFail", now, {
      failure: "The provider did not answer the refund; the payment was not refunded",
    });
  return undefined;
};
