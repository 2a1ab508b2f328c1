import type { InterpolationValues } from "./types";

// i18next's default delimiters, so the same texts work with either.
const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;

/**
 * Fills the named placeholders `{{name}}` of `template` (spaces inside the braces allowed).
 * A placeholder without a value stays visible as written, so a missing argument shows up in the
 * interface instead of silently vanishing. Values are not HTML-escaped: the view layer escapes.
 */
export const interpolate = (template: string, values: InterpolationValues = {}): string =>
  template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value === undefined || value === null ? whole : String(value);
  });

/** The placeholder names used in `template`, in order of first appearance. */
export const placeholdersOf = (template: string): string[] => [
  ...new Set(Array.from(template.matchAll(PLACEHOLDER), (match) => match[1] ?? "")),
];
