import type { CatalogueEntry, Currency, Language } from "@orbis/core/contract";
import { formatStorageSize } from "@orbis/core/format";
import { formatMoney } from "@orbis/core/payments";

/** A plan's monthly and yearly prices in a currency; `null` where the plan says "contact us". */
export const planPrices = (
  plan: CatalogueEntry,
  currency: Currency,
  language: Language,
): { readonly month: string | null; readonly year: string | null } => {
  const prices = plan.prices[currency];
  const format = (amount: number | undefined) =>
    amount === undefined ? null : formatMoney(amount, currency, language, { zeroAsFree: true });
  return { month: format(prices.MONTH), year: format(prices.YEAR) };
};

/** A count limit as shown: `null` is unlimited, a number is itself. */
export const countFigure = (limit: number | null, unlimited: string): string =>
  limit === null ? unlimited : String(limit);

/** A storage quota as shown; 0 is "no quota" (the product shows no quota). */
export const storageFigure = (bytes: number, none: string): string =>
  bytes === 0 ? none : formatStorageSize(bytes);
