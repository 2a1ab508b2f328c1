import type { PaymentStatus } from "../contract/enums";
import type { ChangeKind } from "./priceOrder";

/** Refunds may be asked for this long after a payment (docs/decisions.md: 7 days). */
export const REFUND_WINDOW_MS = 7 * 86_400_000;

/** Whether a payment made at `paidAt` may still be refunded at `now`. */
export const withinRefundWindow = (paidAt: Date | null, now: Date): boolean =>
  paidAt !== null && now.getTime() - paidAt.getTime() <= REFUND_WINDOW_MS;

/** What decides whether a payment may be refunded. */
export interface RefundCase {
  readonly status: PaymentStatus;
  readonly paidAt: Date | null;
  readonly changeKind: ChangeKind | "renewal";
  /** How many of the licences it bought were delivered to students. */
  readonly deliveredLicences: number;
}

/**
 * Why a buyer may not have this payment refunded, or null when they may: only a completed
 * payment, within the refund window, not a plan upgrade (the cheaper plan from the next period is
 * the way back), and not once a licence it bought went to a student.
 */
export const refundRefusal = (payment: RefundCase, now: Date): string | null => {
  if (payment.status !== "COMPLETE") return "Only a completed payment can be refunded";
  if (!withinRefundWindow(payment.paidAt, now))
    return `Refunds are possible for 7 days after paying; this was paid on ${payment.paidAt?.toISOString().slice(0, 10)}`;
  if (payment.changeKind === "upgrade")
    return "A plan upgrade cannot be refunded; choose the cheaper plan from the next period instead";
  if (payment.deliveredLicences > 0)
    return "Licences of this order were delivered to students already";
  return null;
};
