import type {
  LangCode,
  PayMethodInfo,
  PaymentHistoryItem,
  PaymentStatus,
  Receipt,
  ScheduledPayment,
  SubscriptionPayment,
} from "@orbis/core/contract";
import { paymentStatusSchema } from "@orbis/core/contract";
import { languageOfLangCode } from "@orbis/core/i18n";
import { formatMoney, fromMinor, type RefundRefusal } from "@orbis/core/payments";
import type { PayMethodRow } from "./payMethodRepository";
import type { PaymentRow } from "./paymentRepository";

/*
 * Rows to the contract's shapes. Amounts leave in major units (won, dollars), the way the
 * contract and every screen count them; the status is parsed, not cast.
 */

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

const amountOf = (row: PaymentRow): number => fromMinor(Number(row.amount_minor), row.currency);

const statusOf = (row: PaymentRow): PaymentStatus => paymentStatusSchema.parse(row.status);

/** A payment of the history; `refusal` is the code of the refund rule's answer for it now (null: refundable). */
export const historyItemView = (
  row: PaymentRow,
  refusal: RefundRefusal["code"] | null,
): PaymentHistoryItem => ({
  merchantUid: row.merchant_uid,
  orderName: row.order_name,
  amount: amountOf(row),
  currency: row.currency,
  status: statusOf(row),
  paymentType: row.payment_type,
  payMethod: row.pay_method,
  cardName: row.card_name,
  createdAt: new Date(row.created_at).toISOString(),
  paidAt: iso(row.paid_at),
  refundable: refusal === null,
  refundRefusal: refusal,
});

/** A receipt, its amount written for the caller's language. */
export const receiptView = (
  row: PaymentRow,
  langCode: LangCode,
  refusal: RefundRefusal["code"] | null,
): Receipt => ({
  ...historyItemView(row, refusal),
  amountText: formatMoney(amountOf(row), row.currency, languageOfLangCode(langCode)),
  buyerName: row.buyer_name,
  buyerEmail: row.buyer_email,
  receiptUrl: row.receipt_url,
});

/** A charge still to come: a scheduled one, or the retry of a failed renewal (at its retry). */
export const scheduledView = (row: PaymentRow): ScheduledPayment => ({
  merchantUid: row.merchant_uid,
  orderName: row.order_name,
  amount: amountOf(row),
  currency: row.currency,
  scheduledAt:
    iso(row.next_attempt_at ?? row.scheduled_at ?? row.period_start) ??
    new Date(row.created_at).toISOString(),
  status: statusOf(row),
});

/** A registered payment method: never its billing key. */
export const payMethodView = (row: PayMethodRow): PayMethodInfo => ({
  paymentsMethodsId: row.id,
  payMethod: row.pay_method,
  cardName: row.card_name,
  maskedNumber: row.masked_number,
  isDefault: row.is_default,
  createdAt: new Date(row.created_at).toISOString(),
});

/** The subscription's current payment as account info shows it, with its next charge. */
export const subscriptionView = (
  row: PaymentRow,
  next: PaymentRow | undefined,
): SubscriptionPayment => ({
  merchantUid: row.merchant_uid,
  paymentType: row.payment_type,
  status: statusOf(row),
  amount: amountOf(row),
  currency: row.currency,
  paidAt: iso(row.paid_at),
  nextPaymentAt: iso(next?.next_attempt_at ?? next?.scheduled_at ?? null),
});
