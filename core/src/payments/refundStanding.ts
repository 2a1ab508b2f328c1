import type { PaymentStatus } from "../contract/enums";
import { ErrorCode } from "../errors/codes";
import { type RefundCase, refundRefusal } from "./refundRules";

/**
 * Another payment of the account for the same kind of goods as the one to refund: a plan, or a
 * hosting tier. An account holds one of each kind at a time, so these are what may have come
 * after it (an upgrade, a renewal, another plan, a scheduled downgrade once charged).
 */
export interface KinPayment {
  readonly status: PaymentStatus;
  readonly paymentType: "ONCE" | "REGULAR";
  /** When it was paid; null while it is not. */
  readonly paidAt: Date | null;
}

/** A refund to judge: the payment, and for a plan or hosting payment its kin (none otherwise). */
export interface RefundStandingCase extends RefundCase {
  readonly kin: readonly KinPayment[];
}

/** Why a refund is refused, with the catalogue code that says so. */
export interface RefundRefusal {
  /** 120010: not refundable at all; 120014: replaced since; 120015: a charge of its kind is being made. */
  readonly code:
    | typeof ErrorCode.refundNotAllowed
    | typeof ErrorCode.refundReplaced
    | typeof ErrorCode.refundChargeInFlight;
  readonly message: string;
}

/**
 * A kin payment whose outcome is not known yet: a charge of a billing key claimed or sent
 * (a renewal the scheduler took, a regular order being paid), money in but not delivered, or a
 * refund under way. A one-off order waiting at its checkout page is not: a buyer may leave one
 * open for ever.
 */
const unsettled = (kin: KinPayment): boolean =>
  kin.status === "PAID" ||
  kin.status === "REFUND_REQUEST" ||
  (kin.paymentType === "REGULAR" && (kin.status === "PENDING" || kin.status === "RESERVE"));

/**
 * Why a buyer may not have this payment refunded now, or null when they may. Besides
 * {@link refundRefusal}'s rules, a plan or hosting payment is refunded only while it is the one the
 * account's current period of that kind rests on: once a later payment of the kind completed (an
 * upgrade, a renewal, another plan), refunding the earlier one would take away what the later one
 * paid for, so it is refused (120014); and while a charge of the kind is being made its outcome
 * is awaited (120015), so a refund never races a renewal.
 */
export const refundStanding = (payment: RefundStandingCase, now: Date): RefundRefusal | null => {
  const basic = refundRefusal(payment, now);
  if (basic !== null) return { code: ErrorCode.refundNotAllowed, message: basic };
  const paidAt = payment.paidAt?.getTime() ?? 0;
  if (payment.kin.some((k) => k.status === "COMPLETE" && (k.paidAt?.getTime() ?? 0) > paidAt))
    return {
      code: ErrorCode.refundReplaced,
      message:
        "A later payment of this plan or hosting tier (an upgrade, a renewal or another plan) has replaced this one: only the latest one can be refunded. To stop paying, cancel the renewal; the plan then ends with its period",
    };
  if (payment.kin.some(unsettled))
    return {
      code: ErrorCode.refundChargeInFlight,
      message:
        "A charge of this plan or hosting tier is being made right now; try the refund again in a few minutes",
    };
  return null;
};
