import { type CardNumberGroups, EMPTY_CARD_GROUPS } from "./cardNumber";
import { CARD_FIELD_LENGTHS } from "./constants";

/** What the payment-method modal's card tab holds while the user types (before validation). */
export interface PayMethodCardFormState {
  readonly cardNumber: CardNumberGroups;
  readonly expiry: string;
  readonly pwdDigit: string;
  /** The combined ID field: a birth date (6 digits) or a business number (10 digits). */
  readonly birth: string;
}

/** A fresh card tab. */
export const emptyPayMethodCardForm = (): PayMethodCardFormState => ({
  cardNumber: EMPTY_CARD_GROUPS,
  expiry: "",
  pwdDigit: "",
  birth: "",
});

/** The combined ID input's max length: the ten digits of a business number (docs/product/validation.md). */
export const COMBINED_ID_MAX_LENGTH = CARD_FIELD_LENGTHS.businessNumberDigits;

/**
 * What typing leaves in the combined ID field (docs/product/validation.md): digits only, at most ten. No hyphens
 * are added: the field takes a birth date or a business number and cannot know which until the
 * seventh digit, and the wire wants digits anyway.
 */
export const formatCombinedIdInput = (input: string): string =>
  input.replace(/\D/g, "").slice(0, COMBINED_ID_MAX_LENGTH);

/** What typing leaves in the expiry field: digits only, at most four (MMYY). */
export const formatExpiryInput = (input: string): string =>
  input.replace(/\D/g, "").slice(0, CARD_FIELD_LENGTHS.expiry);

/** What typing leaves in the password field: digits only, at most the first two. */
export const formatPwdDigitInput = (input: string): string =>
  input.replace(/\D/g, "").slice(0, CARD_FIELD_LENGTHS.pwdDigit);
