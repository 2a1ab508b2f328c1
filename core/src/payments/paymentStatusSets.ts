import type { PaymentStatus } from "../contract/enums";

/**
 * The groups of payment statuses that more than one place asks about, each named by what it
 * means, so a query and a check that mean the same group cannot list different statuses. The
 * moves between statuses are `PAYMENT_TRANSITIONS`'; these only name groups of them.
 */
export const PAYMENT_STATUS_SETS = {
  /** Sent to the provider (RESERVE) or about to be (PENDING): its answer may still make it paid. */
  awaitingProvider: ["PENDING", "RESERVE"],
  /**
   * A checkout that may still be paid: awaiting the provider, or refused (a card declined) and
   * open to another try on the same order.
   */
  checkoutOpen: ["PENDING", "RESERVE", "RESERVE_FAIL"],
  /** Paid, and what was bought not delivered yet: an order still on its way to the buyer. */
  awaitingDelivery: ["PAID"],
  /** The money came in, whatever happened since: delivered or not, refunded or not. */
  moneyReceived: ["PAID", "PROVIDE_ITEM_FAIL", "COMPLETE", "REFUND_REQUEST", "REFUND_COMPLETE"],
  /**
   * Delivered and not refunded: the buyer holds what they bought (a refund asked for counts
   * until the provider has returned the money).
   */
  held: ["COMPLETE", "REFUND_REQUEST"],
} as const satisfies Readonly<Record<string, readonly PaymentStatus[]>>;

/** The name of one of {@link PAYMENT_STATUS_SETS}. */
export type PaymentStatusSet = keyof typeof PAYMENT_STATUS_SETS;

/**
 * Whether `status` is one of the set's. It takes any text, as a stored row holds it, so a
 * status the contract does not know is in no set.
 */
export const isPaymentStatusIn = (set: PaymentStatusSet, status: string): boolean =>
  (PAYMENT_STATUS_SETS[set] as readonly string[]).includes(status);
