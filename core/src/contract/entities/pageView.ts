import { z } from "zod";
import { languageSchema } from "../enums";
import { storableString } from "./storableText";

/** Longest page path a page view may name, query and hash included. */
export const PAGE_VIEW_PATH_MAX = 512;

/**
 * The path of a viewed page without its query and hash: they may carry tokens (`access_token`
 * after a social login) or personal data, and page counts are per page anyway.
 */
export const pageViewPath = (path: string): string => path.replace(/[?#].*$/s, "");

/**
 * The host a visitor came from, lower-cased, or `undefined` when the referrer is empty or not an
 * http(s) URL. Only the host is kept: a full referrer can carry another site's tokens.
 */
export const referrerHost = (referrer: string | undefined): string | undefined => {
  if (referrer === undefined || referrer.trim() === "") return undefined;
  try {
    const url = new URL(referrer.trim());
    if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
    return url.hostname.toLowerCase() || undefined;
  } catch {
    return undefined;
  }
};

/**
 * `POST /api/v3/analytics/page-views`: one page seen in the console, sent after each navigation
 * (docs/product/screens.md). The server keeps the path without query or hash and the referrer's host only.
 */
export const pageViewSchema = z.object({
  path: storableString()
    .max(PAGE_VIEW_PATH_MAX)
    .regex(/^\/[^\s\p{Cc}]*$/u, "Must be a path starting with / and without spaces.")
    .transform(pageViewPath),
  title: storableString().trim().max(256).optional(),
  referrer: storableString().max(2048).optional(),
  language: languageSchema,
});
/** A page view as the console sends it. */
export type PageViewInput = z.input<typeof pageViewSchema>;
