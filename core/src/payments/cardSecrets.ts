import type { CardNumberGroups } from "./cardNumber";

/** The part of a card form that holds the card's secrets. */
export interface CardSecretsHolder {
  readonly cardNumber: CardNumberGroups;
  readonly pwdDigit: string;
}

/**
 * The fields a card form forgets after a failed attempt, by their `checkForm` paths, in the
 * order they sit on screen: the masked middle groups of the number and the password digits.
 * They are what the form hides as it is typed; the first and last groups are what a receipt
 * shows (the issuer and the last four digits, docs/payments.md), and the ID field and the
 * email stay so the user does not type them again.
 */
export const CARD_SECRET_FIELDS = ["cardNumber.1", "cardNumber.2", "pwdDigit"] as const;
/** A card form field that holds a secret. */
export type CardSecretField = (typeof CARD_SECRET_FIELDS)[number];

/** The form with its secrets cleared (see {@link CARD_SECRET_FIELDS}); everything else is kept. */
export const withoutCardSecrets = <T extends CardSecretsHolder>(form: T): T => ({
  ...form,
  cardNumber: [form.cardNumber[0], "", "", form.cardNumber[3]],
  pwdDigit: "",
});
