import { z } from "zod";
import { instantSchema } from "./common";
import { storableString } from "./storableText";

/**
 * The public name of a published tour, served at `/t/{slug}`: 3–64 lower-case letters, digits
 * and inner hyphens.
 */
export const slugSchema = storableString()
  .min(3)
  .max(64)
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, "Match the requested format.");

/**
 * One publication of a tour: an immutable snapshot numbered from 1 (docs/architecture.md#decisions-where-the-product-is-silent). Only the
 * `current` version is served at its slug; republishing moves the slug to the new one.
 */
export const publishVersionSchema = z.object({
  version: z.number().int().min(1),
  slug: slugSchema,
  publishedAt: instantSchema,
  current: z.boolean(),
});
/** A published version. */
export type PublishVersion = z.infer<typeof publishVersionSchema>;

/**
 * Body of `PUT /tours/{id}/publish`. A slug claims a public name (409 when taken); without one
 * the tour keeps its slug, or the server derives one from the title on first publication.
 */
export const publishRequestSchema = z.object({ slug: slugSchema.optional() });
