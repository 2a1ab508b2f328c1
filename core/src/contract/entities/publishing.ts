import { z } from "zod";
import { idSchema, instantSchema, linkSchema } from "./common";
import { geometrySchema } from "./geometry";
import { markerSchema } from "./marker";
import { modelSchema } from "./model";
import { slugSchema } from "./publish";
import { sceneSchema, sceneTilesSchema } from "./scene";
import { storableString } from "./storableText";
import { tourInitialViewSchema, tourTitleSchema } from "./tour";
import { tourSettingsSchema } from "./tourSettings";

/**
 * A scene as a published version shows it: always tiled, and its tiles named by the scene
 * revision they were cut from (`baseUrl`), so a later re-upload or removal cannot change what
 * the version shows. The uploaded file's name and size stay private.
 */
export const publishedSceneSchema = sceneSchema.omit({ fileName: true, image: true }).extend({
  tiles: sceneTilesSchema.extend({ baseUrl: linkSchema }),
});
/** A scene of a published version. */
export type PublishedScene = z.infer<typeof publishedSceneSchema>;

/**
 * A published version of a tour (docs/architecture.md#decisions-where-the-product-is-silent): the immutable snapshot served at `/t/{slug}`
 * and as `/t/{slug}/tour.json`. Only the public part of the tour: finished scenes and what
 * stands in them; SEO, OG and GA only where the owner's plan allowed them when it was published.
 */
export const publishedTourSchema = z.object({
  tourId: idSchema,
  version: z.number().int().min(1),
  slug: slugSchema,
  publishedAt: instantSchema,
  title: tourTitleSchema,
  description: storableString().max(1000),
  thumbnailUrl: linkSchema.nullable(),
  scenes: z.array(publishedSceneSchema).min(1),
  markers: z.array(markerSchema),
  geometries: z.array(geometrySchema),
  models: z.array(modelSchema),
  initialView: tourInitialViewSchema.nullable(),
  settings: tourSettingsSchema,
});
/** A published version's snapshot. */
export type PublishedTour = z.infer<typeof publishedTourSchema>;

/** A calendar day in UTC, `YYYY-MM-DD`. */
export const daySchema = z.iso.date();

/**
 * Query of the statistics call: the days to count, both included. `to` defaults to today (UTC),
 * `from` to 29 days before `to`; at most 366 days at once.
 */
export const statisticsQuerySchema = z.object({
  from: daySchema.optional(),
  to: daySchema.optional(),
});

/** Page views of one day. */
export const dailyViewsSchema = z.object({
  date: daySchema,
  views: z.number().int().nonnegative(),
});
/** Page views of one day. */
export type DailyViews = z.infer<typeof dailyViewsSchema>;

/** Answer of the statistics call: every day of the range (zeros included) and the total. */
export const tourStatisticsSchema = z.object({
  from: daySchema,
  to: daySchema,
  days: z.array(dailyViewsSchema),
  total: z.number().int().nonnegative(),
});
/** A tour's view statistics. */
export type TourStatistics = z.infer<typeof tourStatisticsSchema>;
