import type { Language } from "../contract/enums";
import { FALLBACK_LANGUAGE } from "./languages";

/** A row of a text kept per language, such as a coupon popup or a term. */
export interface LocalisedRow {
  readonly language: string;
}

/**
 * One row per item (`itemOf`), in `language` when there is one and in the fallback language
 * (Korean) otherwise; items with neither are left out. Items keep the order of their first row,
 * so a list sorted by the caller stays sorted.
 */
export const pickLocalised = <T extends LocalisedRow>(
  rows: readonly T[],
  language: Language,
  itemOf: (row: T) => string,
): T[] => {
  const chosen = new Map<string, T>();
  for (const row of rows) {
    if (row.language !== language && row.language !== FALLBACK_LANGUAGE) continue;
    const item = itemOf(row);
    const seen = chosen.get(item);
    if (seen === undefined || (seen.language !== language && row.language === language)) {
      chosen.set(item, row);
    }
  }
  // A later preferred row replaced an earlier fallback one in place: Map keeps insertion order.
  return [...chosen.values()];
};
