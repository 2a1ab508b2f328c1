import type { Language } from "../contract/enums";
import { DEFAULT_LANGUAGE, languageOfTag } from "./languages";
import { firstQueryValue, type LocaleQuery } from "./query";

/** Where the language on start may come from (docs/product/states.md), strongest first. */
export interface LanguageSources {
  /** The page's URL query; its `lang` parameter wins. */
  readonly query?: LocaleQuery | null;
  /** The preference kept in local storage. */
  readonly stored?: string | null;
  /**
   * The browser's languages: `navigator.languages`, `navigator.language`, or an
   * `Accept-Language` header value (`"ko-KR,ko;q=0.9,en;q=0.8"`).
   */
  readonly browser?: string | readonly string[] | null;
}

/**
 * The tags of an `Accept-Language`-style list, best first: sorted by `q` (stable for ties),
 * `q=0` and `*` dropped. A single tag parses to itself.
 */
export const parseLanguageList = (header: string): string[] =>
  header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.split(";").map((s) => s.trim());
      const q = params.find((p) => p.startsWith("q="));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isNaN(weight) ? 0 : weight, index };
    })
    .filter(({ tag, weight }) => tag !== "" && tag !== "*" && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);

/** The first supported language among the browser's, in the browser's order of preference. */
export const browserLanguage = (browser: LanguageSources["browser"]): Language | undefined => {
  const lists = typeof browser === "string" ? [browser] : (browser ?? []);
  for (const tag of lists.flatMap(parseLanguageList)) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return undefined;
};

/**
 * The interface language on start: the query's `lang`, then the stored preference, then the
 * browser's languages, then Korean. An unsupported value at one step falls through to the next.
 */
export const resolveLanguage = ({ query, stored, browser }: LanguageSources): Language =>
  languageOfTag(firstQueryValue(query?.lang)) ??
  languageOfTag(stored) ??
  browserLanguage(browser) ??
  DEFAULT_LANGUAGE;
