import type { Currency } from "../contract/enums";

/** A product's prices in every currency, in major units (whole won, dollars), as the price list is written. */
export type ListPrices = Readonly<Record<Currency, number>>;

/** How many months' price a year of a plan or hosting tier costs: twelve months for ten. */
export const YEAR_PRICED_AS_MONTHS = 10;

/** A bulk pack of student licences: how many licences it holds, and how many of them it costs. */
export const LICENCE_PACK = { size: 10, pricedAs: 8 } as const;

const times = (prices: ListPrices, factor: number): ListPrices => ({
  KRW: prices.KRW * factor,
  USD: prices.USD * factor,
});

/** A year's prices of a plan or hosting tier sold at `monthly` a month ({@link YEAR_PRICED_AS_MONTHS}). */
export const yearlyPrices = (monthly: ListPrices): ListPrices =>
  times(monthly, YEAR_PRICED_AS_MONTHS);

/** A licence pack's prices, from one licence's ({@link LICENCE_PACK}). */
export const licencePackPrices = (single: ListPrices): ListPrices =>
  times(single, LICENCE_PACK.pricedAs);
