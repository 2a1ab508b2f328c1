import type { LangCode, Language, PaymentsLanguage } from "../contract/enums";
import { isPaymentsLanguage } from "./languages";

const LANG_CODES: Readonly<Record<PaymentsLanguage, LangCode>> = { ko: "KO", en: "EN", vi: "VI" };

/** The `langCode` header value the payments and instructor calls take for a language. */
export const langCodeOf = (language: PaymentsLanguage): LangCode => LANG_CODES[language];

/** The language a `langCode` header names. */
export const languageOfLangCode = (code: LangCode): PaymentsLanguage => {
  const language = (Object.keys(LANG_CODES) as PaymentsLanguage[]).find(
    (l) => LANG_CODES[l] === code,
  );
  // The three codes map one to one; the fallback only satisfies the type.
  return language ?? "en";
};

/**
 * The language the payments part speaks in an interface language: itself where payments exist
 * (Korean, English, Vietnamese), else Korean, the product's fallback (docs/product/overview.md).
 */
export const paymentsLanguageFor = (language: Language): PaymentsLanguage =>
  isPaymentsLanguage(language) ? language : "ko";
