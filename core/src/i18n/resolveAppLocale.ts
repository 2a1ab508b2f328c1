import type { Currency, Language } from "../contract/enums";
import { DEFAULT_LANGUAGE, languageOfTag } from "./languages";
import { firstQueryValue, type LocaleQuery } from "./query";
import { currencyForLanguage, parseCurrency } from "./resolveCurrency";

/** A partial language-and-currency choice from one source; values are checked, not trusted. */
export interface LocaleChoice {
  readonly language?: string | null;
  readonly currency?: string | null;
}

/** Inputs of {@link resolveAppLocale}, strongest first. */
export interface AppLocaleSources {
  /** The URL query: `lang` and `currency` parameters. */
  readonly query?: LocaleQuery | null;
  /** What the plan imposes, e.g. USD for a PayPal plan. */
  readonly planOverride?: LocaleChoice | null;
  /** The account's `GET /settings` answer. */
  readonly serverSettings?: LocaleChoice | null;
  /**
   * The last resort, usually {@link resolveLanguage} and {@link resolveCurrency} of the start.
   * Without them: Korean, and the currency of the resolved language.
   */
  readonly defaults?: { readonly language?: Language; readonly currency?: Currency } | null;
}

/** The language and currency the app runs with. */
export interface AppLocale {
  readonly language: Language;
  readonly currency: Currency;
}

/**
 * Language and currency at app init (docs/product/states.md): each taken from the query or the plan override,
 * then the server settings, then the defaults; each decided on its own, so the query may set the
 * language while the plan sets the currency. Unsupported values fall through.
 */
export const resolveAppLocale = ({
  query,
  planOverride,
  serverSettings,
  defaults,
}: AppLocaleSources): AppLocale => {
  const language =
    languageOfTag(firstQueryValue(query?.lang)) ??
    languageOfTag(planOverride?.language) ??
    languageOfTag(serverSettings?.language) ??
    defaults?.language ??
    DEFAULT_LANGUAGE;
  const currency =
    parseCurrency(firstQueryValue(query?.currency)) ??
    parseCurrency(planOverride?.currency) ??
    parseCurrency(serverSettings?.currency) ??
    defaults?.currency ??
    currencyForLanguage(language);
  return { language, currency };
};
