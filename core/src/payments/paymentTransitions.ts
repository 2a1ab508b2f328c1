import type { PaymentStatus } from "../contract/enums";

/**
 * What happens to a payment, as the server learns it: the provider's answers, the item's
 * delivery, the scheduler and the buyer's refund request.
 */
export type PaymentEvent =
  /** The provider accepted the order (a checkout opened, a billing-key charge sent). */
  | "reserve"
  /** The provider refused the order or the card (declined, expired, no funds). */
  | "reserveFail"
  /** The provider's report was verified against the server's own amount: the money is in. */
  | "pay"
  /** The item (plan, hosting tier, storage, licences) was delivered. */
  | "provide"
  /** Delivering the item failed after the money came in. */
  | "provideFail"
  /** A scheduled charge is due and the scheduler takes it. */
  | "due"
  /** A failed charge is tried again (a renewal's retry schedule). */
  | "retry"
  /** The buyer asked for the money back within the refund window, or delivery failed for good. */
  | "requestRefund"
  /** The provider returned the money. */
  | "refund"
  /** The provider refused to return the money: the payment stays as it was. */
  | "refundFail";

/**
 * The one table of allowed moves (docs/product/states.md lists the statuses, not their transitions; these are
 * Orbis's): `PAYMENT_TRANSITIONS[from][event]` is the status after `event`, and an event missing
 * from a status's row cannot happen to a payment in that status. REFUND_COMPLETE ends a payment.
 */
export const PAYMENT_TRANSITIONS: Readonly<
  Record<PaymentStatus, Readonly<Partial<Record<PaymentEvent, PaymentStatus>>>>
> = {
  SCHEDULED: { due: "PENDING" },
  PENDING: { reserve: "RESERVE", reserveFail: "RESERVE_FAIL", pay: "PAID" },
  RESERVE: { pay: "PAID", reserveFail: "RESERVE_FAIL" },
  RESERVE_FAIL: { retry: "PENDING" },
  PAID: { provide: "COMPLETE", provideFail: "PROVIDE_ITEM_FAIL" },
  PROVIDE_ITEM_FAIL: { provide: "COMPLETE", requestRefund: "REFUND_REQUEST" },
  COMPLETE: { requestRefund: "REFUND_REQUEST" },
  REFUND_REQUEST: { refund: "REFUND_COMPLETE", refundFail: "COMPLETE" },
  REFUND_COMPLETE: {},
};

/** The status after `event`, or null when the event cannot happen to a payment in `from`. */
export const nextPaymentStatus = (from: PaymentStatus, event: PaymentEvent): PaymentStatus | null =>
  PAYMENT_TRANSITIONS[from][event] ?? null;

/** Whether some event moves a payment from `from` to `to`. */
export const canMovePayment = (from: PaymentStatus, to: PaymentStatus): boolean =>
  Object.values(PAYMENT_TRANSITIONS[from]).includes(to);

/** Whether a payment in `status` has ended: nothing can happen to it any more. */
export const isFinalPaymentStatus = (status: PaymentStatus): boolean =>
  Object.keys(PAYMENT_TRANSITIONS[status]).length === 0;
