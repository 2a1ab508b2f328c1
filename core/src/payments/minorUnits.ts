import type { Currency } from "../contract/enums";

/** How many minor units a currency's major unit has: won have none, dollars have cents. */
const MINOR_UNITS: Readonly<Record<Currency, number>> = { KRW: 1, USD: 100 };

/**
 * An amount in a currency's minor units (won, cents), rounded half up. The product is read to
 * 15 digits first: 1.005 dollars is 100.49999… cents in binary, and is 101 cents to a buyer.
 */
export const toMinor = (amount: number, currency: Currency): number =>
  Math.round(Number((amount * MINOR_UNITS[currency]).toPrecision(15)));

/** Minor units back to the major units prices are written in. */
export const fromMinor = (minor: number, currency: Currency): number =>
  minor / MINOR_UNITS[currency];
