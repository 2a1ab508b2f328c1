import { type Currency, currencySchema, type Language } from "../contract/enums";

/** The currency used when nothing else decides (docs/product/limits.md). */
export const DEFAULT_CURRENCY: Currency = "KRW";

/** The pay-method card name that means a PayPal method, hence a USD plan. */
export const PAYPAL_CARD_NAME = "paypal";

/** A currency code in any case and padding (`" usd "` → `USD`), or undefined when unsupported. */
export const parseCurrency = (value: unknown): Currency | undefined => {
  if (typeof value !== "string") return undefined;
  const parsed = currencySchema.safeParse(value.trim().toUpperCase());
  return parsed.success ? parsed.data : undefined;
};

/** The currency a language suggests: KRW for Korean, USD for every other language (docs/product/states.md). */
export const currencyForLanguage = (language: Language): Currency =>
  language === "ko" ? "KRW" : "USD";

/** True when a pay method's `cardName` is PayPal (case-insensitive). */
export const isPaypalCardName = (cardName: string | null | undefined): boolean =>
  typeof cardName === "string" && cardName.trim().toLowerCase() === PAYPAL_CARD_NAME;

/** The plan currency of the account's pay method: USD for PayPal, otherwise KRW (docs/product/entities.md). */
export const planCurrencyOf = (cardName: string | null | undefined): Currency =>
  isPaypalCardName(cardName) ? "USD" : "KRW";

/** Inputs of {@link resolveCurrency}. */
export interface CurrencySources {
  /** The preference kept in local storage. */
  readonly stored?: string | null;
  /** The interface language, which picks the default. */
  readonly language: Language;
  /** `payMethodInfo.cardName` of the account, when a pay method is registered. */
  readonly payMethodCardName?: string | null;
}

/**
 * The display currency. A PayPal pay method wins over everything: PayPal bills in USD, and the
 * plan's currency follows the pay method, so showing KRW prices would be wrong. Otherwise the
 * stored preference, otherwise KRW for Korean and USD for other languages. A card method does
 * not force KRW: a user may still prefer to read prices in USD.
 */
export const resolveCurrency = ({
  stored,
  language,
  payMethodCardName,
}: CurrencySources): Currency =>
  isPaypalCardName(payMethodCardName)
    ? "USD"
    : (parseCurrency(stored) ?? currencyForLanguage(language));
