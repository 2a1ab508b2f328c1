import { z } from "zod";
import { joinCardNumber } from "./cardNumber";
import {
  COMBINED_ID_PATTERN,
  customerUidSchema,
  EXPIRY_PATTERN,
  FIELD_FORMAT_MESSAGE,
  optionalEmailSchema,
  PWD_DIGIT_PATTERN,
  requiredText,
} from "./fieldRules";
import type { CardPaymentForm, PayMethodCardForm } from "./forms";

/** A card number on the wire: four 4-digit groups joined by hyphens. */
export const CARD_NUMBER_PATTERN = /^\d{4}-\d{4}-\d{4}-\d{4}$/;

/**
 * Card form data as sent (docs/product/entities.md). `birth` is digits only, 6 (birth date) or 10 (business
 * number); `buyerEmail` is sent by the payment modal only.
 */
export const cardFormDataSchema = z.object({
  cardNumber: requiredText(CARD_NUMBER_PATTERN),
  birth: requiredText(COMBINED_ID_PATTERN),
  expiry: requiredText(EXPIRY_PATTERN),
  pwdDigit: requiredText(PWD_DIGIT_PATTERN),
  buyerEmail: optionalEmailSchema,
});
/** Card form data on the wire. */
export type CardFormData = z.infer<typeof cardFormDataSchema>;

/** PayPal method data (docs/product/entities.md): the customer id PayPal's recurring-setup button generated. */
export const payPalMethodDataSchema = z.object({
  customerUid: customerUidSchema,
});
/** PayPal method data. */
export type PayPalMethodData = z.infer<typeof payPalMethodDataSchema>;

/** The card half of the `POST /pay-method` body: no buyer email there. */
export const payMethodCardBodySchema = cardFormDataSchema.omit({ buyerEmail: true });

/** Body of `POST /pay-method`: card form data or a PayPal customer id (docs/product/calls.md). */
export const payMethodBodySchema = z.union([payMethodCardBodySchema, payPalMethodDataSchema], {
  error: FIELD_FORMAT_MESSAGE,
});
/** Body of `POST /pay-method`. */
export type PayMethodBody = z.infer<typeof payMethodBodySchema>;

const digitsOnly = (value: string): string => value.replace(/\D/g, "");

/** The wire form of a valid payment modal: groups joined, business number hyphens dropped. */
export const cardPaymentFormToData = (form: CardPaymentForm): CardFormData => ({
  cardNumber: joinCardNumber(form.cardNumber),
  birth: digitsOnly(form.birth),
  expiry: form.expiry,
  pwdDigit: form.pwdDigit,
  ...(form.buyerEmail ? { buyerEmail: form.buyerEmail } : {}),
});

/** The `POST /pay-method` body of a valid card method form. */
export const payMethodCardFormToBody = (form: PayMethodCardForm): PayMethodBody => ({
  cardNumber: joinCardNumber(form.cardNumber),
  birth: form.birth,
  expiry: form.expiry,
  pwdDigit: form.pwdDigit,
});
