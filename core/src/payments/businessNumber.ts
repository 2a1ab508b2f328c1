import { CARD_FIELD_LENGTHS } from "./constants";

/**
 * Formats a business number as it is typed (docs/product/validation.md): digits only are kept, at most ten, and
 * hyphens are inserted 3-2-5, so the result never passes 12 characters. Running it twice changes
 * nothing, which is what lets an input re-format its own value on every keystroke.
 */
export const formatBusinessNumber = (input: string): string => {
  const digits = input.replace(/\D/g, "").slice(0, CARD_FIELD_LENGTHS.businessNumberDigits);
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
};

/** Birth dates are typed as plain digits, at most six. */
export const formatBirthInput = (input: string): string =>
  input.replace(/\D/g, "").slice(0, CARD_FIELD_LENGTHS.birth);
