import type { Language, MetadataEntry, SiteMetadata } from "@orbis/core/contract";

/** One page in one language: its own title, a description, and its own keywords. */
export type PageCopy = readonly [title: string, description: string, keywords: string];

/**
 * The head metadata of one language (docs/product/calls.md "Site and metadata"), in `locales/<language>.ts`:
 * - `publicPages`: the marketing and account pages anyone may open;
 * - `infoSections`: the nine info pages `/section3-1` … `/section3-9` (docs/product/screens.md), in the order of
 *   their index, a guide from the first panorama to running Orbis on one's own server;
 * - `appPages`: the signed-in pages (docs/product/screens.md "Routes of the app layout") whose titles are core's page titles
 *   (i18n `pages:*`), so the tab and the head say the same; routes with parameters are keyed by
 *   their pattern, as core's PAGE_TITLE_KEYS are;
 * - `accountPages`: the account, plan and payment pages.
 * The brand is added to every title and the shared keywords to every page's, so a search
 * result always says what Orbis is.
 */
export interface SiteCopy {
  readonly brand: string;
  readonly sharedKeywords: string;
  readonly publicPages: Readonly<Record<string, PageCopy>>;
  readonly infoSections: Readonly<Record<string, PageCopy>>;
  readonly appPages: Readonly<Record<string, PageCopy>>;
  readonly accountPages: Readonly<Record<string, PageCopy>>;
}

/** A language's copy with exactly the pages of the reference (Korean) copy `K`. */
export type SiteCopyLike<K extends SiteCopy> = {
  readonly [G in keyof K]: K[G] extends string ? string : { readonly [P in keyof K[G]]: PageCopy };
};

/** The page groups of a {@link SiteCopy}. */
export type PageGroup = Exclude<keyof SiteCopy, "brand" | "sharedKeywords">;

/** One group's metadata in every language: each page's entries with the brand and shared keywords. */
export const groupMetadata = (
  copies: Readonly<Record<Language, SiteCopy>>,
  group: PageGroup,
): SiteMetadata => {
  const languages = Object.keys(copies) as Language[];
  return Object.fromEntries(
    Object.keys(copies.ko[group]).map((path) => [
      path,
      Object.fromEntries(
        languages.map((language) => {
          const copy = copies[language];
          const [title, description, keywords] = copy[group][path] as PageCopy;
          return [
            language,
            {
              title: `${title} | ${copy.brand}`,
              description,
              keywords: `${copy.sharedKeywords}, ${keywords}`,
            } satisfies MetadataEntry,
          ];
        }),
      ),
    ]),
  );
};
