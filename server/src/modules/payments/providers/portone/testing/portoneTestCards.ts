import type { Card } from "@portone/server-sdk/common";

/*
 * The test server's cards: what the card company says to each, and the card details PortOne
 * reports for the ones it issues a billing key for. Numbers follow the familiar test-card
 * pattern (4242… works, 4000…0002 is refused) so a reader recognises them.
 */

/** Test card numbers, as the payment form sends them. */
export const PORTONE_TEST_CARDS = {
  /** Issued and charged. */
  approved: "4242-4242-4242-4242",
  /** Refused by the card company when a billing key is asked for. */
  rejected: "4000-0000-0000-0002",
  /** Expired at the card company, whatever expiry is typed. */
  expired: "4000-0000-0000-0069",
  /** Issued, but every charge is declined (insufficient funds). */
  declinesCharges: "4000-0000-0000-9995",
} as const;

/** A card company's refusal, as PortOne passes it on in a PG_PROVIDER error. */
export interface PgRefusal {
  readonly pgCode: string;
  readonly pgMessage: string;
}

/** The PG codes and messages the test server refuses with. */
export const PORTONE_TEST_PG_REFUSALS = {
  rejected: { pgCode: "CARD_REJECTED", pgMessage: "카드사에서 승인을 거절했습니다." },
  expired: { pgCode: "CARD_EXPIRED", pgMessage: "유효기간이 지난 카드입니다." },
  insufficientFunds: { pgCode: "INSUFFICIENT_FUNDS", pgMessage: "잔액이 부족합니다." },
  unknownCard: { pgCode: "INVALID_CARD_NUMBER", pgMessage: "유효하지 않은 카드번호입니다." },
} as const satisfies Record<string, PgRefusal>;

/** What the card company answers a billing-key request for a card with. */
export type CardVerdict =
  | { readonly refused: PgRefusal }
  | { readonly card: Card; readonly declinesCharges: boolean };

const digitsOf = (cardNumber: string): string => cardNumber.replaceAll("-", "");

const expiredBy = (year: string, month: string, today: Date): boolean => {
  const expiry = (2000 + Number(year)) * 12 + Number(month);
  return expiry < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1;
};

/** The verdict on a card's digits and typed expiry (YY, MM), as of `today`. */
export const cardVerdict = (
  number: string,
  expiry: { readonly year: string; readonly month: string },
  today = new Date(),
): CardVerdict => {
  const cards = PORTONE_TEST_CARDS;
  if (!Object.values(cards).map(digitsOf).includes(number)) {
    return { refused: PORTONE_TEST_PG_REFUSALS.unknownCard };
  }
  if (number === digitsOf(cards.rejected)) return { refused: PORTONE_TEST_PG_REFUSALS.rejected };
  if (number === digitsOf(cards.expired) || expiredBy(expiry.year, expiry.month, today)) {
    return { refused: PORTONE_TEST_PG_REFUSALS.expired };
  }
  return {
    card: {
      publisher: "SHINHAN_CARD",
      issuer: "SHINHAN_CARD",
      brand: "VISA",
      type: "CREDIT",
      ownerType: "PERSONAL",
      bin: number.slice(0, 6),
      name: "신한카드",
      number: `${number.slice(0, 6)}******${number.slice(-4)}`,
    },
    declinesCharges: number === digitsOf(cards.declinesCharges),
  };
};
