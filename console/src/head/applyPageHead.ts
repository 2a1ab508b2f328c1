import type { PageHead } from "@orbis/core/i18n";

/** The `<meta>` of `key` (`name="description"`, `property="og:title"`), made when missing. */
const metaTag = (doc: Document, attribute: "name" | "property", key: string) => {
  const found = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (found) return found;
  const made = doc.createElement("meta");
  made.setAttribute(attribute, key);
  doc.head.appendChild(made);
  return made;
};

/** The description `index.html` ships with, kept for pages that have no entry of their own. */
const defaults = new WeakMap<Document, string>();

/**
 * Writes a page's head: document title, description, keywords, Open Graph title and
 * description, and the page language. A page without metadata gets the site's default
 * description back and no keywords, so one page's words never linger on the next.
 */
export const applyPageHead = (doc: Document, head: PageHead, lang: string): void => {
  const description = metaTag(doc, "name", "description");
  if (!defaults.has(doc)) defaults.set(doc, description.content);
  const text = head.description ?? defaults.get(doc) ?? "";
  doc.title = head.title;
  doc.documentElement.lang = lang;
  description.content = text;
  metaTag(doc, "property", "og:title").content = head.title;
  metaTag(doc, "property", "og:description").content = text;
  if (head.keywords) metaTag(doc, "name", "keywords").content = head.keywords;
  else doc.head.querySelector('meta[name="keywords"]')?.remove();
};
