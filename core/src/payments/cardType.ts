import type { CardType } from "../contract/enums";
import { formatBirthInput, formatBusinessNumber } from "./businessNumber";
import { type CardNumberGroups, EMPTY_CARD_GROUPS } from "./cardNumber";
import { CARD_FIELD_LENGTHS } from "./constants";

/** What the card payment modal holds while the user types (before validation). */
export interface CardPaymentFormState {
  readonly cardType: CardType;
  readonly cardNumber: CardNumberGroups;
  readonly expiry: string;
  readonly pwdDigit: string;
  /** The ID field: a birth date for a personal card, a business number for a corporate one. */
  readonly birth: string;
  readonly buyerEmail: string;
}

/** A fresh modal; personal cards are the common case. */
export const emptyCardPaymentForm = (cardType: CardType = "PERSONAL"): CardPaymentFormState => ({
  cardType,
  cardNumber: EMPTY_CARD_GROUPS,
  expiry: "",
  pwdDigit: "",
  birth: "",
  buyerEmail: "",
});

/**
 * Switches the card type (docs/product/states.md). The ID field is cleared on a real change because a birth
 * date is never a valid business number and the other way round; choosing the same type keeps it.
 */
export const switchCardType = (
  form: CardPaymentFormState,
  cardType: CardType,
): CardPaymentFormState => (form.cardType === cardType ? form : { ...form, cardType, birth: "" });

/** The ID input's max length: 6 for a birth date, 12 for a hyphenated business number. */
export const idFieldMaxLength = (cardType: CardType): number =>
  cardType === "PERSONAL" ? CARD_FIELD_LENGTHS.birth : CARD_FIELD_LENGTHS.businessNumber;

/** What typing leaves in the ID field for a card type. */
export const formatIdInput = (cardType: CardType, input: string): string =>
  cardType === "PERSONAL" ? formatBirthInput(input) : formatBusinessNumber(input);
