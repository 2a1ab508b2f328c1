import type { Currency, PaymentsLanguage } from "../contract/enums";
import { paymentsMessages } from "./messages";

/** Options of {@link formatMoney}. */
export interface MoneyFormatOptions {
  /** Show an amount of 0 as the word "Free" (translated) instead of a price (spec §9). */
  readonly zeroAsFree?: boolean;
}

/** Puts a comma between every three digits of a string of digits, from the right. */
export const groupThousands = (digits: string): string =>
  digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");

// BigInt prints any whole number in plain digits, where String() turns 1e21 into exponent form.
const plainDigits = (whole: number): string => BigInt(whole).toString();

// Scaling by 100 leaves float noise (1.005 * 100 = 100.49999…); 15 significant digits drop it.
const toCents = (amount: number): number => Math.round(Number((amount * 100).toPrecision(15)));

/** The amount in won, rounded to whole won (the currency has no minor unit), digits grouped. */
const wonDigits = (amount: number): string => groupThousands(plainDigits(Math.round(amount)));

/** The amount in dollars with two decimals, e.g. `1,234.50`. */
const dollarDigits = (amount: number): string => {
  const cents = plainDigits(toCents(amount)).padStart(3, "0");
  return `${groupThousands(cents.slice(0, -2))}.${cents.slice(-2)}`;
};

/**
 * A price for the payments screens (spec §9). KRW: the price followed by the won sign in Korean
 * and Vietnamese (`12,000₩`) and by ` KRW` in English (`12,000 KRW`). USD: `$12.50` in every
 * language. Thousands are separated by commas; a negative amount (a refund) leads with `-`.
 * Throws a RangeError for a non-finite amount, which no payment can have.
 */
export const formatMoney = (
  amount: number,
  currency: Currency,
  language: PaymentsLanguage,
  options: MoneyFormatOptions = {},
): string => {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`);
  const sign = amount < 0 ? "-" : "";
  const size = Math.abs(amount);
  if (currency === "USD") {
    const isZero = toCents(size) === 0;
    if (options.zeroAsFree && isZero) return paymentsMessages[language].money.free;
    return `${isZero ? "" : sign}$${dollarDigits(size)}`;
  }
  const isZero = Math.round(size) === 0;
  if (options.zeroAsFree && isZero) return paymentsMessages[language].money.free;
  const signed = `${isZero ? "" : sign}${wonDigits(size)}`;
  return language === "en" ? `${signed} KRW` : `${signed}₩`;
};
