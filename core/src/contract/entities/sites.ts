import { z } from "zod";
import { idSchema, instantSchema, linkSchema } from "./common";
import { slugSchema } from "./publish";

/** Whether each of a site's head settings is on (set) or allowed (by the owner's plan). */
export const siteFlagsSchema = z.object({ seo: z.boolean(), og: z.boolean(), ga: z.boolean() });
/** SEO, OG and GA flags of a site. */
export type SiteFlags = z.infer<typeof siteFlagsSchema>;

/**
 * A site: the public web presence of a published tour (docs/architecture.md#decisions-where-the-product-is-silent),
 * its address, the version it serves and its visits of the last 30 UTC days (today included).
 */
export const siteSchema = z.object({
  tourId: idSchema,
  projectId: idSchema,
  title: z.string(),
  description: z.string(),
  slug: slugSchema,
  /** The absolute address visitors open: `{public URL}/t/{slug}`. */
  url: linkSchema,
  version: z.number().int().min(1),
  publishedAt: instantSchema,
  thumbnailUrl: linkSchema.nullable(),
  visits30Days: z.number().int().nonnegative(),
  /** Which head settings the tour carries now. */
  configured: siteFlagsSchema,
  /** Which head settings the owner's plan allows now (70004–70006 otherwise). */
  allowed: siteFlagsSchema,
  /** Whether the caller may change the site (owner or editor coworker). */
  canEdit: z.boolean(),
  /** Whether the caller owns the project (whose plan decides what is allowed). */
  isOwner: z.boolean(),
});
/** A site. */
export type Site = z.infer<typeof siteSchema>;

/** Body of the slug change: the new public name at `/t/{slug}`. */
export const siteSlugBodySchema = z.object({ slug: slugSchema });

/** Largest Open Graph image upload (5 MB). */
export const OG_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Body of the Open Graph image upload: a JPEG, PNG or WebP picture. The server tells the format
 * by the file's bytes, whatever type the browser declared.
 */
export const ogImageUploadSchema = z.object({ file: z.file().max(OG_IMAGE_MAX_BYTES) });

/** Answer of the Open Graph image upload: the picture, already set as `settings.og.imageUrl`. */
export const ogImageSchema = z.object({ imageUrl: linkSchema });
