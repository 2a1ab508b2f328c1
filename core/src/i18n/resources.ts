import type { Language } from "../contract/enums";
import { FALLBACK_LANGUAGE } from "./languages";
import type { en } from "./locales/en";
import type { ja } from "./locales/ja";
import type { ko } from "./locales/ko";
import type { vi } from "./locales/vi";

/** The resources of each language, typed from its locale file. */
export interface ResourcesByLanguage {
  readonly ko: typeof ko;
  readonly en: typeof en;
  readonly vi: typeof vi;
  readonly ja: typeof ja;
}

/** i18next's `resources` option for one language plus the Korean fallback. */
export type I18nResources<L extends Language> = Pick<ResourcesByLanguage, L | "ko">;

// One dynamic import per language, so a bundler splits each locale into its own chunk.
const localeLoaders: { readonly [L in Language]: () => Promise<ResourcesByLanguage[L]> } = {
  ko: () => import("./locales/ko").then((m) => m.ko),
  en: () => import("./locales/en").then((m) => m.en),
  vi: () => import("./locales/vi").then((m) => m.vi),
  ja: () => import("./locales/ja").then((m) => m.ja),
};

/** Loads one language's resources on demand (docs/product/states.md: locale files load on demand). */
export const loadLocale = <L extends Language>(language: L): Promise<ResourcesByLanguage[L]> =>
  localeLoaders[language]();

/**
 * Loads `language` and the Korean fallback, shaped for `i18next.init({ resources })` with
 * `fallbackLng: "ko"`.
 */
export const resourcesFor = async <L extends Language>(language: L): Promise<I18nResources<L>> => {
  const [main, fallback] = await Promise.all([loadLocale(language), loadLocale(FALLBACK_LANGUAGE)]);
  return { [FALLBACK_LANGUAGE]: fallback, [language]: main } as I18nResources<L>;
};
