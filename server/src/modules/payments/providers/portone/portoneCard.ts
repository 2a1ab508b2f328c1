import type { CardCredential } from "@portone/server-sdk/common";
import type { CardDetails } from "../paymentProvider";

/*
 * A typed card in PortOne's words. The result goes straight into one request body and nowhere
 * else: neither it nor the card number is logged, kept or put into an error message.
 */

const digits = (text: string): string => text.replace(/\D/g, "");

/** PortOne's `method.card.credential`: digits only, the MMYY expiry split in two. */
export const cardCredentialOf = (card: CardDetails): CardCredential => {
  const expiry = digits(card.expiry);
  return {
    number: digits(card.cardNumber),
    expiryMonth: expiry.slice(0, 2),
    expiryYear: expiry.slice(2, 4),
    birthOrBusinessRegistrationNumber: digits(card.birth),
    passwordTwoDigits: card.pwdDigit,
  };
};

/** What may be shown of a card number: its last four digits behind a mask. */
export const maskedCardNumber = (cardNumber: string): string =>
  `****-****-****-${digits(cardNumber).slice(-4)}`;
