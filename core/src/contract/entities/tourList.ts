import { z } from "zod";
import { idSchema, instantSchema, linkSchema } from "./common";
import { queryBooleanSchema } from "./listing";
import { slugSchema } from "./publish";
import { storableString } from "./storableText";
import { tourTitleSchema } from "./tour";

/** Sort keys of the tour list; a leading `-` sorts descending. */
export const tourSortSchema = z.enum([
  "createdAt",
  "-createdAt",
  "updatedAt",
  "-updatedAt",
  "title",
  "-title",
]);
/** A tour sort key. */
export type TourSort = z.infer<typeof tourSortSchema>;

/**
 * Query of `GET /projects/tours` (the tour list query of docs/product/entities.md; the project goes as `proj`).
 * `publish` keeps only published (true) or unpublished (false) tours.
 */
export const tourListQuerySchema = z.object({
  proj: idSchema,
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  sortby: tourSortSchema.default("-updatedAt"),
  search: storableString().max(100).optional(),
  publish: queryBooleanSchema.optional(),
});
/** A tour list query as a client writes it. */
export type TourListQuery = z.input<typeof tourListQuerySchema>;

/** A line of the tour list. `slug` and `publishedAt` are those of the current version. */
export const tourListItemSchema = z.object({
  id: idSchema,
  projectId: idSchema,
  title: tourTitleSchema,
  thumbnailUrl: linkSchema.nullable(),
  sceneCount: z.number().int().nonnegative(),
  published: z.boolean(),
  slug: slugSchema.nullable(),
  publishedAt: instantSchema.nullable(),
  createdAt: instantSchema,
  updatedAt: instantSchema,
});
/** A tour list item. */
export type TourListItem = z.infer<typeof tourListItemSchema>;

/** Body of `POST /projects/{id}/tours`: a new, empty tour (60003 past the plan's tour count). */
export const tourCreateSchema = z.object({ title: tourTitleSchema });
