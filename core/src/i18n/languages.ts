import {
  type Language,
  languageSchema,
  type PaymentsLanguage,
  paymentsLanguageSchema,
} from "../contract/enums";

/** Every interface language, Korean first (docs/product/overview.md, docs/product/limits.md). */
export const LANGUAGES: readonly Language[] = languageSchema.options;

/** Languages of the payments and AI parts: Korean, English and Vietnamese only. */
export const PAYMENTS_LANGUAGES: readonly PaymentsLanguage[] = paymentsLanguageSchema.options;

/** The language used when nothing else decides. */
export const DEFAULT_LANGUAGE: Language = "ko";

/** The language whose resources fill any key another language lacks. */
export const FALLBACK_LANGUAGE: Language = "ko";

/** Each language named in itself, as a language picker shows it whatever the current language. */
export const LANGUAGE_NATIVE_NAMES: Readonly<Record<Language, string>> = {
  ko: "한국어",
  en: "English",
  vi: "Tiếng Việt",
  ja: "日本語",
};

/** True when `value` is a supported interface language code, exactly (`"en"`, not `"en-US"`). */
export const isLanguage = (value: unknown): value is Language =>
  languageSchema.safeParse(value).success;

/** True when the payments and AI parts exist in `value`. */
export const isPaymentsLanguage = (value: unknown): value is PaymentsLanguage =>
  paymentsLanguageSchema.safeParse(value).success;

/**
 * The supported language of a BCP 47-ish tag: case-insensitive, region and script ignored
 * (`en-US` → `en`, `ko_KR` → `ko`). Undefined when the tag names an unsupported language.
 */
export const languageOfTag = (tag: unknown): Language | undefined => {
  if (typeof tag !== "string") return undefined;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
};
