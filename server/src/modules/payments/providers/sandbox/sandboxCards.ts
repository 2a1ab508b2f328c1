/*
 * The sandbox provider's documented test cards (docs/payments.md). They behave the way real
 * cards do at a real provider, so every path of the money flow can be tried without money.
 */

/** What a test card does when registered or charged. */
export type CardOutcome = "succeed" | "decline" | "expired" | "failOnce";

/** A documented test card. */
export interface TestCard {
  readonly number: string;
  readonly cardName: string;
  readonly outcome: CardOutcome;
  /** What the card is for, as the checkout page lists it. */
  readonly purpose: string;
}

/** Every test card the sandbox knows. Any other number is refused as not a test card. */
export const TEST_CARDS: readonly TestCard[] = [
  {
    number: "4242-4242-4242-4242",
    cardName: "Sandbox Visa",
    outcome: "succeed",
    purpose: "succeeds",
  },
  {
    number: "5555-5555-5555-4444",
    cardName: "Sandbox Mastercard",
    outcome: "succeed",
    purpose: "succeeds",
  },
  {
    number: "4000-0000-0000-0002",
    cardName: "Sandbox Visa",
    outcome: "decline",
    purpose: "is declined",
  },
  {
    number: "4000-0000-0000-0069",
    cardName: "Sandbox Visa",
    outcome: "expired",
    purpose: "has expired",
  },
  {
    number: "4000-0000-0000-0341",
    cardName: "Sandbox Visa",
    outcome: "failOnce",
    purpose: "fails its first charge, then succeeds on the next try",
  },
];

/** The provider's refusal codes and messages, as a real provider words them. */
export const SANDBOX_REFUSALS = {
  decline: { code: "CARD_DECLINED", message: "The card was declined by its issuer" },
  expired: { code: "CARD_EXPIRED", message: "The card has expired" },
  failOnce: { code: "CARD_DECLINED", message: "Insufficient funds; try again later" },
  unknown: { code: "INVALID_CARD", message: "This is not a sandbox test card" },
  badExpiry: { code: "INVALID_CARD", message: "The expiry is not a month and year (MMYY)" },
  paypalCancelled: { code: "PAYPAL_CANCELLED", message: "The buyer cancelled the PayPal approval" },
} as const;

/** The test card of a number, or undefined. */
export const testCard = (number: string): TestCard | undefined =>
  TEST_CARDS.find((card) => card.number === number);

/** True when an MMYY expiry is before the month of `now`. */
export const expiryPassed = (expiry: string, now: Date): boolean => {
  const month = Number(expiry.slice(0, 2));
  const year = 2000 + Number(expiry.slice(2, 4));
  return year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
};

/** The last four digits behind a mask: all that is ever shown of a card. */
export const maskCardNumber = (number: string): string => `****-****-****-${number.slice(-4)}`;
