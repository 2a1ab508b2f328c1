import { PAYMENT_HISTORY_DEFAULTS } from "../contract/entities/paymentHistory";

/**
 * Lengths of the card form fields (docs/product/limits.md). `businessNumber` counts the hyphens of the 3-2-5
 * form, `businessNumberDigits` does not: the input's max length and the wire's digits differ.
 */
export const CARD_FIELD_LENGTHS = {
  groups: 4,
  group: 4,
  expiry: 4,
  pwdDigit: 2,
  birth: 6,
  businessNumberDigits: 10,
  businessNumber: 12,
} as const;

/** Zero-based indexes of the card number groups shown masked: the second and the third (docs/product/validation.md). */
export const MASKED_CARD_GROUPS: readonly number[] = [1, 2];

/** A page of the payment history to ask for. */
export interface PaymentHistoryQuery {
  readonly pageNo: number;
  readonly pageSize: number;
}

/**
 * The history query with the product's defaults (page 1, 30 rows; docs/product/limits.md) filled in. The defaults live in the
 * contract so the server and this helper cannot drift apart.
 */
export const paymentHistoryQuery = (
  query: Partial<PaymentHistoryQuery> = {},
): PaymentHistoryQuery => ({
  pageNo: query.pageNo ?? PAYMENT_HISTORY_DEFAULTS.pageNo,
  pageSize: query.pageSize ?? PAYMENT_HISTORY_DEFAULTS.pageSize,
});
