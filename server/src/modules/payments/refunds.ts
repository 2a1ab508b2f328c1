import { paymentStatusSchema } from "@orbis/core/contract";
import { AppError } from "@orbis/core/errors";
import { refundRefusal } from "@orbis/core/payments";
import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";
import { type PaymentRow, paymentRepository } from "./paymentRepository";
import { type PaymentProvider, ProviderRefusal } from "./providers/paymentProvider";
import { provisionRepository } from "./provisionRepository";
import { providerRefusalError } from "./refusals";
import { settleReport } from "./settlement";

/** Why this payment's money may not be asked back at `now`, or null when it may (core's rule). */
export const refundRefusalOf = (row: PaymentRow, deliveredLicences: number, now: Date) =>
  refundRefusal(
    {
      status: paymentStatusSchema.parse(row.status),
      paidAt: row.paid_at,
      changeKind: row.change_kind,
      deliveredLicences,
    },
    now,
  );

/**
 * Which of these payments may be refunded at `now`, by merchantUid: the history and receipts say
 * so, for a client to offer only what the refund call grants.
 */
export const refundableOf = async (
  db: Kysely<Database>,
  rows: readonly PaymentRow[],
  now: Date,
): Promise<(row: PaymentRow) => boolean> => {
  const delivered = await provisionRepository(db).deliveredLicencesOf(
    rows.filter((row) => row.status === "COMPLETE").map((row) => row.merchant_uid),
  );
  return (row) => refundRefusalOf(row, delivered.get(row.merchant_uid) ?? 0, now) === null;
};

/**
 * A buyer's refund (spec §4: REFUND_REQUEST, REFUND_COMPLETE). The payment is marked asked
 * first, with the items still delivered; the provider returns the money; then the items are taken
 * back as the provider's CANCELLED report is settled. A provider that refuses leaves the payment
 * COMPLETE with everything as it was; a crash in between is finished by the provider's webhook.
 */
export const requestRefund = async (
  db: Kysely<Database>,
  provider: PaymentProvider,
  row: PaymentRow,
  now: Date,
): Promise<PaymentRow> => {
  const refusal = refundRefusalOf(
    row,
    await provisionRepository(db).deliveredLicences(row.merchant_uid),
    now,
  );
  if (refusal !== null) throw new AppError(120010, { message: refusal });
  const payments = paymentRepository(db);
  const asked = await payments.move(row, "requestRefund", now);
  if (asked === undefined)
    throw new AppError(120010, { message: "This payment is being refunded already" });
  const cancelled =
    Number(asked.amount_minor) === 0
      ? ({
          merchantUid: asked.merchant_uid,
          providerPaymentId: asked.provider_payment_id ?? asked.merchant_uid,
          status: "CANCELLED",
          amountMinor: 0,
          currency: asked.currency,
          payMethod: asked.pay_method,
          cardName: asked.card_name,
          receiptUrl: asked.receipt_url,
          failure: null,
        } as const)
      : await provider
          .cancelPayment(asked.merchant_uid, "Refund asked by the buyer")
          .catch(async (error: unknown) => {
            if (!(error instanceof ProviderRefusal)) throw error;
            await payments.move(asked, "refundFail", now);
            throw providerRefusalError(error);
          });
  const settled = await settleReport(db, cancelled, now);
  return settled.payment ?? asked;
};
