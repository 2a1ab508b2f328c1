import type { MessageTree } from "./types";

/** Polyglot's separator between plural forms ("one file |||| %{smart_count} files"). */
const PLURAL_SEPARATOR = "||||";

const placeholders = (text: string): string =>
  text.replace(/%\{\s*(\w+)\s*\}/g, (_, name: string) =>
    name === "smart_count" ? "{{count}}" : `{{${name}}}`,
  );

/**
 * Converts messages written for Polyglot (react-admin's own catalogues) into i18next's format, so
 * the admin console can translate through the console's one i18next instance: `%{name}` becomes
 * `{{name}}`, `%{smart_count}` becomes `{{count}}`, and "one |||| other" plural forms become
 * `key_one` and `key_other` (the plain key keeps the last form, for a call without a count).
 */
export const polyglotToI18next = (tree: MessageTree): MessageTree => {
  const out: Record<string, string | MessageTree> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value !== "string") {
      out[key] = polyglotToI18next(value);
      continue;
    }
    const forms = value.split(PLURAL_SEPARATOR).map((form) => placeholders(form.trim()));
    const [first = "", ...rest] = forms;
    const last = rest.at(-1) ?? first;
    out[key] = forms.length > 1 ? last : placeholders(value);
    if (forms.length > 1) {
      out[`${key}_one`] = first;
      out[`${key}_other`] = last;
    }
  }
  return out;
};

/** What react-admin passes when it asks for a text: Polyglot's options. */
export interface PolyglotOptions {
  readonly _?: string;
  readonly smart_count?: number;
  readonly [name: string]: unknown;
}

/**
 * Turns Polyglot's translate options into i18next's: `smart_count` is the `count` that picks a
 * plural form, `_` is the text to show when no catalogue has the key.
 */
export const i18nextOptionsOf = (options: PolyglotOptions | undefined): Record<string, unknown> => {
  const { _: fallback, smart_count: count, ...rest } = options ?? {};
  return {
    ...rest,
    ...(count === undefined ? {} : { count }),
    ...(fallback === undefined ? {} : { defaultValue: fallback }),
  };
};
