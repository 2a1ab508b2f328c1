import type { CouponDiscount } from "../contract/entities/coupon";
import type { Currency } from "../contract/enums";
import { fromMinor, toMinor } from "./minorUnits";

/** One line of an order: a goods item's unit price (major units, from the goods row) and how many. */
export interface OrderLine {
  readonly unitPrice: number;
  readonly quantity: number;
  /** Whether the coupon discounts this line (it may be for other goods only); true unless said. */
  readonly discounted?: boolean;
}

/** What an order costs, every figure in the order's currency and major units (won, dollars). */
export interface OrderAmount {
  readonly currency: Currency;
  /** The lines' sum before any discount. */
  readonly subtotal: number;
  /** What the coupon takes off; 0 without one, or when it does not apply. */
  readonly discount: number;
  /** What the buyer pays: never below zero. */
  readonly total: number;
  /** Whether the coupon given took effect (an amount coupon in another currency does not). */
  readonly couponApplied: boolean;
}

/**
 * The amount of an order as the server computes it, never as a client sends it: the lines at
 * the goods' prices, then the coupon. A percent coupon takes its share of the subtotal, rounded
 * half up to the currency's minor unit; an amount coupon takes its amount when it is in the
 * order's currency (a won coupon does not discount a dollar order). A discount never exceeds
 * the subtotal. Throws a RangeError for a line no order can have (a negative price, a
 * quantity that is not a positive whole number).
 */
export const orderAmount = (
  lines: readonly OrderLine[],
  currency: Currency,
  coupon: CouponDiscount | null = null,
): OrderAmount => {
  let subtotalMinor = 0;
  let discountableMinor = 0;
  for (const { unitPrice, quantity, discounted = true } of lines) {
    if (!Number.isFinite(unitPrice) || unitPrice < 0)
      throw new RangeError(`Not a price: ${unitPrice}`);
    if (!Number.isInteger(quantity) || quantity < 1)
      throw new RangeError(`Not a quantity: ${quantity}`);
    subtotalMinor += toMinor(unitPrice, currency) * quantity;
    if (discounted) discountableMinor += toMinor(unitPrice, currency) * quantity;
  }
  const discountMinor = Math.min(
    discountableMinor,
    couponMinor(coupon, currency, discountableMinor),
  );
  return {
    currency,
    subtotal: fromMinor(subtotalMinor, currency),
    discount: fromMinor(discountMinor, currency),
    total: fromMinor(subtotalMinor - discountMinor, currency),
    couponApplied: discountMinor > 0,
  };
};

/** A coupon's discount in minor units for a subtotal, or 0 when it does not apply. */
const couponMinor = (
  coupon: CouponDiscount | null,
  currency: Currency,
  subtotalMinor: number,
): number => {
  if (coupon === null) return 0;
  if (coupon.kind === "percent") return Math.round((subtotalMinor * coupon.percent) / 100);
  return coupon.currency === currency ? toMinor(coupon.amount, currency) : 0;
};

/**
 * Whether a provider's report of a payment matches what the server asked for: the same
 * currency and the same amount to the minor unit. Anything else is not provided for.
 */
export const reportMatches = (
  expected: { readonly total: number; readonly currency: Currency },
  reported: { readonly amount: number; readonly currency: string },
): boolean =>
  reported.currency === expected.currency &&
  Number.isFinite(reported.amount) &&
  toMinor(reported.amount, expected.currency) === toMinor(expected.total, expected.currency);
