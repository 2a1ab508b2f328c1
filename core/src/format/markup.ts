/*
 * User text meets markup in two directions: text going into an HTML page or mail (escaped, so
 * it can never become a tag) and markup coming in as text (terms from the server, titles in an
 * imported tour), reduced to what a person reads, so none of it ever runs.
 */

const ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text made safe for HTML content and for single- or double-quoted attribute values. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/**
 * JSON made safe inside `<script type="application/json">`: no `</script>`, no `<!--`, and no
 * line separators that old parsers took for line ends, whatever the values hold. `JSON.parse`
 * reads it back unchanged.
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );

const ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  // A title or term line has no use for a no-break space: a plain one reads the same.
  nbsp: " ",
};

const decodeEntity = (entity: string, name: string): string => {
  if (name[0] !== "#") return ENTITIES[name.toLowerCase()] ?? entity;
  const code =
    name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
  return Number.isFinite(code) && code > 0 && code <= 0x10ffff
    ? String.fromCodePoint(code)
    : entity;
};

/**
 * Markup as the plain text a person reads: scripts and styles go with their content, `<br>` and
 * the ends of paragraphs, list items, divisions and headings become line breaks, every other tag
 * goes, entities are decoded (after the tags are gone, so `&lt;b&gt;` stays text), runs of
 * spaces become one and blank lines at most one. The result is text: show it as text, never as
 * HTML.
 */
export const markupToText = (markup: string): string =>
  markup
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<\s*(br\s*\/?|\/\s*(p|div|li|h[1-6]))\s*>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity)
    .replace(/[ \t]+/g, " ")
    .replace(/ ?\n ?/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
