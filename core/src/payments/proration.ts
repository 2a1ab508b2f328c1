import type { Currency } from "../contract/enums";
import { fromMinor, toMinor } from "./minorUnits";

/** A plan period: when it started and when it ends (the next charge of a regular payment). */
export interface PlanPeriod {
  readonly start: Date;
  readonly end: Date;
}

/**
 * The share of a period still ahead at `now`, from 1 at its start to 0 at its end. A period
 * that has not begun counts whole; one that is over counts nothing.
 */
export const remainingShare = (period: PlanPeriod, now: Date): number => {
  const length = period.end.getTime() - period.start.getTime();
  if (length <= 0) return 0;
  const left = period.end.getTime() - now.getTime();
  return Math.min(1, Math.max(0, left / length));
};

/** What changing from one plan price to another does. */
export type PlanChange =
  /** Charge `amount` now (the rest of this period at the new price) and switch at once. */
  | { readonly kind: "upgrade"; readonly amount: number; readonly effectiveAt: Date }
  /** Nothing to pay now; the cheaper plan starts when the paid period ends. */
  | { readonly kind: "downgrade"; readonly amount: 0; readonly effectiveAt: Date }
  /** The same price: nothing changes hands. */
  | { readonly kind: "same"; readonly amount: 0; readonly effectiveAt: Date };

/**
 * A plan change in one currency and period unit: an upgrade charges the price difference for
 * the share of the period still ahead, rounded to the currency's minor unit (whole won, cents)
 * and never less than one; a downgrade takes effect at the period's end, so the buyer keeps what
 * was paid for. Prices are in major units (won, dollars), as the goods list them; so is `amount`.
 */
export const planChange = (
  change: {
    readonly currentPrice: number;
    readonly newPrice: number;
    readonly currency: Currency;
    readonly period: PlanPeriod;
  },
  now: Date,
): PlanChange => {
  const { currentPrice, newPrice, currency, period } = change;
  const difference = toMinor(newPrice, currency) - toMinor(currentPrice, currency);
  if (difference < 0) return { kind: "downgrade", amount: 0, effectiveAt: period.end };
  if (difference === 0) return { kind: "same", amount: 0, effectiveAt: now };
  const minor = Math.max(1, Math.round(difference * remainingShare(period, now)));
  return { kind: "upgrade", amount: fromMinor(minor, currency), effectiveAt: now };
};
