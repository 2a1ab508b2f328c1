export { metadataEntryFor, type PageHead, pageHead } from "./headMetadata";
export { acceptLanguageHeader, htmlLang } from "./htmlLang";
export { interpolate, placeholdersOf } from "./interpolate";
export { langCodeOf, languageOfLangCode, paymentsLanguageFor } from "./langCode";
export {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  isLanguage,
  isPaymentsLanguage,
  LANGUAGE_NATIVE_NAMES,
  LANGUAGES,
  languageOfTag,
  PAYMENTS_LANGUAGES,
} from "./languages";
export { type LocalisedRow, pickLocalised } from "./localised";
export {
  DEFAULT_NAMESPACE,
  hasNamespace,
  isNamespace,
  LANGUAGE_NAMESPACES,
  NAMESPACES,
  type Namespace,
  namespacesFor,
} from "./namespaces";
export { PAGE_TITLE_KEYS, pageTitleKey } from "./pageTitles";
export {
  i18nextOptionsOf,
  type PolyglotOptions,
  polyglotToI18next,
} from "./polyglotMessages";
export { firstQueryValue, type LocaleQuery, type QueryValue } from "./query";
export {
  type AppLocale,
  type AppLocaleSources,
  type LocaleChoice,
  resolveAppLocale,
} from "./resolveAppLocale";
export {
  type CurrencySources,
  currencyForLanguage,
  DEFAULT_CURRENCY,
  isPaypalCardName,
  PAYPAL_CARD_NAME,
  parseCurrency,
  planCurrencyOf,
  resolveCurrency,
} from "./resolveCurrency";
export {
  browserLanguage,
  type LanguageSources,
  parseLanguageList,
  resolveLanguage,
} from "./resolveLanguage";
export {
  type I18nResources,
  loadLocale,
  type ResourcesByLanguage,
  resourcesFor,
} from "./resources";
export { lookupMessage, type MessageRef, parseMessageKey, translate } from "./translate";
export type { InterpolationValues, LocaleResources, MessageShape, MessageTree } from "./types";
