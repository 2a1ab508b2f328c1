import { z } from "zod";
import {
  BIRTH_PATTERN,
  BUSINESS_NUMBER_PATTERN,
  COMBINED_ID_PATTERN,
  cardNumberGroupsSchema,
  customerUidSchema,
  EXPIRY_PATTERN,
  missingMessage,
  optionalEmailSchema,
  PWD_DIGIT_PATTERN,
  requiredText,
} from "./fieldRules";

const cardFields = {
  cardNumber: cardNumberGroupsSchema,
  expiry: requiredText(EXPIRY_PATTERN),
  pwdDigit: requiredText(PWD_DIGIT_PATTERN),
};

/**
 * The card payment modal (docs/product/validation.md). `birth` is the one ID field of the modal: a date of birth
 * YYMMDD for a personal card, the business number as typed (3-2-5 with hyphens) for a corporate
 * one. Keeping one field is what lets a card-type switch simply clear it.
 */
export const cardPaymentFormSchema = z.discriminatedUnion(
  "cardType",
  [
    z.object({
      cardType: z.literal("PERSONAL"),
      ...cardFields,
      birth: requiredText(BIRTH_PATTERN),
      buyerEmail: optionalEmailSchema,
    }),
    z.object({
      cardType: z.literal("CORPORATION"),
      ...cardFields,
      birth: requiredText(BUSINESS_NUMBER_PATTERN),
      buyerEmail: optionalEmailSchema,
    }),
  ],
  { error: (issue) => missingMessage(issue.input, "cardType") },
);
/** A valid card payment modal. */
export type CardPaymentForm = z.infer<typeof cardPaymentFormSchema>;

/**
 * The payment-method form for a card (docs/product/validation.md): the modal's card rules, and one ID field that
 * takes either a birth date (6 digits) or a business number (10 digits), digits only.
 */
export const payMethodCardFormSchema = z.object({
  ...cardFields,
  birth: requiredText(COMBINED_ID_PATTERN),
});
/** A valid card payment-method form. */
export type PayMethodCardForm = z.infer<typeof payMethodCardFormSchema>;

/** The PayPal payment-method form: only the customer id the PayPal button produced. */
export const payPalMethodFormSchema = z.object({
  customerUid: customerUidSchema,
});
/** A valid PayPal payment-method form. */
export type PayPalMethodForm = z.infer<typeof payPalMethodFormSchema>;
