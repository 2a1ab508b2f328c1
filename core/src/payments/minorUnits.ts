import type { Currency } from "../contract/enums";

/** How many minor units a currency's major unit has: won have none, dollars have cents. */
const MINOR_UNITS: Readonly<Record<Currency, number>> = { KRW: 1, USD: 100 };

/** How many decimals a currency's amounts are written with: 0 for won, 2 for dollars. */
export const currencyDecimals = (currency: Currency): number =>
  Math.round(Math.log10(MINOR_UNITS[currency]));

/**
 * An amount in a currency's minor units (won, cents), rounded half up. The product is read to
 * 15 digits first: 1.005 dollars is 100.49999… cents in binary, and is 101 cents to a buyer.
 */
export const toMinor = (amount: number, currency: Currency): number =>
  Math.round(Number((amount * MINOR_UNITS[currency]).toPrecision(15)));

/** Minor units back to the major units prices are written in. */
export const fromMinor = (minor: number, currency: Currency): number =>
  minor / MINOR_UNITS[currency];

/**
 * An amount in major units as plain digits with the currency's decimals and nothing else
 * (`19900`, `14.50`, `-3.00`): no grouping, no sign of the currency, for files other programs
 * read. Rounded to the minor unit like every amount; digits come from BigInt so a large amount
 * never turns into exponent form. Throws a RangeError for a non-finite amount.
 */
export const plainAmount = (amount: number, currency: Currency): string => {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`);
  const minor = toMinor(amount, currency);
  const decimals = currencyDecimals(currency);
  const sign = minor < 0 ? "-" : "";
  const digits = BigInt(Math.abs(minor))
    .toString()
    .padStart(decimals + 1, "0");
  if (decimals === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
};
