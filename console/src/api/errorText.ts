import { isAppError } from "@orbis/core/errors";
import type { TFunction } from "i18next";

/** Options of {@link errorText}. */
export interface ErrorTextOptions {
  /**
   * Add the server's own words when they say more than the catalogue's text (a declined card's
   * reason from the payment provider).
   */
  readonly serverWords?: boolean;
}

/**
 * The message of a failed call in the interface language: the catalogue's text for its code,
 * else the generic one.
 */
export const errorText = (t: TFunction, error: unknown, options: ErrorTextOptions = {}): string => {
  if (!isAppError(error)) return t("errors:internal");
  const known = t(`errors:${error.entry.key}`, { defaultValue: error.message });
  const more =
    options.serverWords === true &&
    error.message !== "" &&
    error.message !== known &&
    error.message !== error.entry.message;
  return more ? `${known} (${error.message})` : known;
};
