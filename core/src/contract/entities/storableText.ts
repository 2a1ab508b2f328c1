import { z } from "zod";

/*
 * Text the database can hold. PostgreSQL refuses a NUL byte in any text value (error 22021), and a
 * lone UTF-16 surrogate has no UTF-8 form at all: drivers silently turn it into U+FFFD, so the
 * stored text would differ from what was sent. Both are refused at the edge, with the field named,
 * instead of failing deep in a query.
 */

// NUL, a high surrogate not followed by a low one, or a low one not preceded by a high one.
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why a text cannot be stored, or `null` when it can: a NUL byte (U+0000) or an unpaired
 * surrogate code unit. One rule for the contract's schemas and the server's input guard.
 */
export const unstorableTextReason = (value: string): string | null => {
  const found = UNSTORABLE.exec(value)?.[0];
  if (found === undefined) return null;
  if (found === "\u0000") return "Must not contain a NUL character (U+0000).";
  const hex = found.charCodeAt(0).toString(16).toUpperCase();
  return `Must not contain an unpaired surrogate character (U+${hex}).`;
};

/** The zod check of {@link unstorableTextReason}, for string formats (URLs) as well as strings. */
export const storableCheck = (ctx: z.core.ParsePayload<string>): void => {
  const reason = unstorableTextReason(ctx.value);
  if (reason !== null) ctx.issues.push({ code: "custom", message: reason, input: ctx.value });
};

/**
 * A string schema that refuses what {@link unstorableTextReason} refuses. Every text field of
 * the contract starts from it (ids, names, titles, free text), so no request can carry such a
 * character to the database.
 */
export const storableString = () => z.string().check(storableCheck);
