import { z } from "zod";
import { languageSchema } from "../enums";
import { idSchema, linkSchema } from "./common";
import { storableString } from "./storableText";

/** One page's head metadata in one language (docs/product/entities.md: title, description, keywords). */
export const metadataEntrySchema = z.object({
  title: storableString(),
  description: storableString(),
  keywords: storableString(),
});
/** A per-locale metadata entry. */
export type MetadataEntry = z.infer<typeof metadataEntrySchema>;

/**
 * `/metadata.json`: per route path (e.g. `/builder/pricing`), per interface language. A language
 * may be missing; the console then falls back to Korean.
 */
export const siteMetadataSchema = z.record(
  storableString().regex(/^\//, "Paths start with /."),
  z.partialRecord(languageSchema, metadataEntrySchema),
);
/** The site metadata file. */
export type SiteMetadata = z.infer<typeof siteMetadataSchema>;

/** `{lang}` path parameter of the CDN's per-language files. */
export const languageParamsSchema = z.object({ lang: languageSchema });

/** One showcase tour of the embed list: what the landing page embeds in an iframe. */
export const embedItemSchema = z.object({
  id: idSchema,
  title: storableString(),
  description: storableString(),
  thumbnailUrl: linkSchema,
  embedUrl: linkSchema,
});
/** An embed list item. */
export type EmbedItem = z.infer<typeof embedItemSchema>;

/** The embed list file: a static JSON array per language on the CDN. */
export const embedListSchema = z.array(embedItemSchema);
