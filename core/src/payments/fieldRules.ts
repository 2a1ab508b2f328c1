import { z } from "zod";

/** Browser wording for an empty required field (docs/product/validation.md). */
export const FIELD_REQUIRED_MESSAGE = "Please fill out this field.";
/** Browser wording for a value that does not match the field's pattern (docs/product/validation.md). */
export const FIELD_FORMAT_MESSAGE = "Match the requested format.";

/** Message when the PayPal form is submitted without a registered customer id (docs/product/validation.md). */
export const PAYPAL_REQUIRED_MESSAGE = "Please register your PayPal payment method.";

/** Four digits of one card number group. */
export const CARD_GROUP_PATTERN = /^\d{4}$/;
/**
 * Expiry, MMYY: four digits of a month (01–12) and a year. Whether that month has passed is the
 * provider's to judge (an expired card, 120007); a month that does not exist is the form's.
 */
export const EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\d{2}$/;
/** First two digits of the card password. */
export const PWD_DIGIT_PATTERN = /^\d{2}$/;
/** Date of birth, YYMMDD. */
export const BIRTH_PATTERN = /^\d{6}$/;
/** Business number as typed in the payment modal: 3-2-5 digits with hyphens. */
export const BUSINESS_NUMBER_PATTERN = /^\d{3}-\d{2}-\d{5}$/;
/** The method form's combined ID field: a birth date or a business number, digits only. */
export const COMBINED_ID_PATTERN = /^(\d{6}|\d{10})$/;

// `null` counts as missing too: cleared form state is often null rather than undefined.
const isMissing = (input: unknown): boolean =>
  input === undefined || input === null || input === "";

/**
 * A required text field with the browser's two messages: missing → "Please fill out this
 * field.", anything else wrong → "Match the requested format.". The empty check aborts so an
 * empty field reports only that it is missing.
 */
export const requiredText = (pattern: RegExp) =>
  z
    .string({
      error: (issue) => (isMissing(issue.input) ? FIELD_REQUIRED_MESSAGE : FIELD_FORMAT_MESSAGE),
    })
    .min(1, { error: FIELD_REQUIRED_MESSAGE, abort: true })
    .regex(pattern, FIELD_FORMAT_MESSAGE);

/** The four card number groups of a form, each required and exactly four digits. */
export const cardNumberGroupsSchema = z.tuple(
  [
    requiredText(CARD_GROUP_PATTERN),
    requiredText(CARD_GROUP_PATTERN),
    requiredText(CARD_GROUP_PATTERN),
    requiredText(CARD_GROUP_PATTERN),
  ],
  { error: (issue) => (isMissing(issue.input) ? FIELD_REQUIRED_MESSAGE : FIELD_FORMAT_MESSAGE) },
);

/**
 * The payment modal's optional buyer email. An empty input means "not given", as a blank
 * `type=email` field is valid in a browser.
 */
export const optionalEmailSchema = z
  .union([z.literal(""), z.email(FIELD_FORMAT_MESSAGE)], { error: FIELD_FORMAT_MESSAGE })
  .optional();

/**
 * The message of a union's own failure: "missing" when the whole value or its discriminator
 * `key` is absent, "wrong format" when the discriminator holds an unknown value.
 */
export const missingMessage = (input: unknown, key: string): string => {
  if (isMissing(input)) return FIELD_REQUIRED_MESSAGE;
  if (typeof input === "object" && input !== null && isMissing(Reflect.get(input, key))) {
    return FIELD_REQUIRED_MESSAGE;
  }
  return FIELD_FORMAT_MESSAGE;
};

/** The customer id PayPal's recurring-setup button produced; without one the form cannot submit. */
export const customerUidSchema = z
  .string({ error: PAYPAL_REQUIRED_MESSAGE })
  .trim()
  .min(1, PAYPAL_REQUIRED_MESSAGE);
