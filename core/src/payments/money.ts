import type { Currency, Language } from "../contract/enums";
import { paymentsMessages } from "./messages";

/** Options of {@link formatMoney}. */
export interface MoneyFormatOptions {
  /** Show an amount of 0 as the word "Free" (translated) instead of a price (docs/product/limits.md). */
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

/** "Free" in Japanese: the payments part has no Japanese messages (docs/product/overview.md), prices do. */
const FREE_JA = "無料";

/**
 * The ja-JP currency formats: the symbol leads with no space (`₩9,900`, `$9.90`), as Japanese
 * shops and card statements print foreign prices. Built once per currency on first use.
 */
const japaneseFormats = new Map<Currency, Intl.NumberFormat>();
const japaneseFormat = (currency: Currency): Intl.NumberFormat => {
  let format = japaneseFormats.get(currency);
  if (format === undefined) {
    format = new Intl.NumberFormat("ja-JP", {
      style: "currency",
      currency,
      currencyDisplay: "symbol",
      // Intl would round KRW itself, but half-way amounts must round as in the other languages.
      maximumFractionDigits: currency === "USD" ? 2 : 0,
      minimumFractionDigits: currency === "USD" ? 2 : 0,
    });
    japaneseFormats.set(currency, format);
  }
  return format;
};

/**
 * A price for the payments and pricing screens (docs/product/limits.md). KRW: the price followed by the won
 * sign in Korean and Vietnamese (`12,000₩`) and by ` KRW` in English (`12,000 KRW`); Japanese
 * puts the sign first, as the ja-JP locale does (`₩12,000`). USD: `$12.50` in every language.
 * Thousands are separated by commas; a negative amount (a refund) leads with `-`, and an amount
 * that rounds to zero shows no sign. Throws a RangeError for a non-finite amount, which no
 * payment can have.
 */
export const formatMoney = (
  amount: number,
  currency: Currency,
  language: Language,
  options: MoneyFormatOptions = {},
): string => {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`);
  const sign = amount < 0 ? "-" : "";
  const size = Math.abs(amount);
  // Rounded here, not by Intl: 1.005 is 1.00499… in binary, and every language shows $1.01.
  const rounded = currency === "USD" ? toCents(size) / 100 : Math.round(size);
  const isZero = rounded === 0;
  if (options.zeroAsFree && isZero)
    return language === "ja" ? FREE_JA : paymentsMessages[language].money.free;
  const signOf = isZero ? "" : sign;
  if (language === "ja") return `${signOf}${japaneseFormat(currency).format(rounded)}`;
  if (currency === "USD") return `${signOf}$${dollarDigits(size)}`;
  const signed = `${signOf}${wonDigits(size)}`;
  return language === "en" ? `${signed} KRW` : `${signed}₩`;
};
