import type { OrderQuote } from "../contract/entities/payment";
import type { Language } from "../contract/enums";
import { formatMoney } from "./money";

/** A quote as the plan-change screen shows it, every amount written for the language. */
export interface QuoteView {
  readonly kind: OrderQuote["changeKind"];
  /** What is charged: now, or on {@link startsAt} for a cheaper plan. */
  readonly totalText: string;
  /** The full price of the period before proration and coupon. */
  readonly subtotalText: string;
  /** The coupon's part; null when there is none. */
  readonly discountText: string | null;
  /** True when the amount is charged now; false for a cheaper plan, charged when it starts. */
  readonly chargedNow: boolean;
  /** When the new plan or its charge starts: now, or the running period's end. */
  readonly startsAt: Date;
  /** The period the order pays for, first and last day (UTC days of the order paper). */
  readonly from: Date;
  readonly to: Date;
}

const paperDay = (yyyymmdd: string): Date =>
  new Date(`${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}T00:00:00Z`);

/**
 * Shapes the server's quote (`POST /pay/order/quote`) for display: an upgrade shows the prorated
 * rest of the running period, a downgrade the day it takes effect and what will be charged then.
 * Amounts are the server's; this only writes them.
 */
export const quoteView = (quote: OrderQuote, language: Language): QuoteView => {
  const money = (amount: number) => formatMoney(amount, quote.currency, language);
  return {
    kind: quote.changeKind,
    totalText: formatMoney(quote.amount, quote.currency, language, { zeroAsFree: true }),
    subtotalText: money(quote.subtotal),
    discountText: quote.discount > 0 ? money(quote.discount) : null,
    chargedNow: quote.changeKind !== "downgrade",
    startsAt: new Date(quote.chargedAt),
    from: paperDay(quote.from),
    to: paperDay(quote.to),
  };
};
