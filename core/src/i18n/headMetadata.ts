import type { MetadataEntry, SiteMetadata } from "../contract/entities/metadata";
import type { Language } from "../contract/enums";
import { FALLBACK_LANGUAGE } from "./languages";

/**
 * The `/metadata.json` entry of a path in a language (docs/product/calls.md "Site and metadata"): the language's own,
 * else the fallback language's (Korean), else undefined when the path has none. A trailing
 * slash names the same page (`/builder/` is `/builder`).
 */
export const metadataEntryFor = (
  metadata: SiteMetadata,
  path: string,
  language: Language,
): MetadataEntry | undefined => {
  const key = path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
  if (!Object.hasOwn(metadata, key)) return undefined;
  const entries = metadata[key];
  return entries?.[language] ?? entries?.[FALLBACK_LANGUAGE];
};

/** What a page's `<head>` shows: the document title and, when known, description and keywords. */
export interface PageHead {
  readonly title: string;
  /** null: the page has no entry, the head keeps the site's default description. */
  readonly description: string | null;
  readonly keywords: string | null;
}

/**
 * The head of a page. A page with a translated title of its own (the app pages, the status
 * pages) keeps `title | brand`; a public page with a metadata entry takes the entry's title,
 * which names the page and the product for search results; any other page is the brand alone.
 * Description and keywords come from the entry whatever the page.
 */
export const pageHead = (input: {
  readonly entry: MetadataEntry | undefined;
  readonly pageTitle: string | undefined;
  readonly brand: string;
  readonly isPublic: boolean;
}): PageHead => {
  const { entry, pageTitle, brand, isPublic } = input;
  const title = pageTitle
    ? `${pageTitle} | ${brand}`
    : isPublic && entry?.title
      ? entry.title
      : brand;
  return {
    title,
    description: entry?.description || null,
    keywords: entry?.keywords || null,
  };
};
