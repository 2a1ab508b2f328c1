import { isAppError } from "@orbis/core/errors";
import type { TFunction } from "i18next";

/**
 * A refused payment call in words: the catalogue's message in the interface language, and the
 * server's own words when they say more (a declined card's reason from the provider).
 */
export const refusalText = (t: TFunction, error: unknown): string => {
  if (!isAppError(error)) return error instanceof Error ? error.message : String(error);
  const known = t(`errors:${error.entry.key}`, { defaultValue: error.message });
  return error.message && error.message !== known && error.message !== error.entry.message
    ? `${known} (${error.message})`
    : known;
};
