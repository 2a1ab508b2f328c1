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

/** How a statistics series is cut: per day, per ISO week (from Monday) or per calendar month. */
export const statisticsGranularitySchema = z.enum(["day", "week", "month"]);
/** How a statistics series is cut. */
export type StatisticsGranularity = z.infer<typeof statisticsGranularitySchema>;

/**
 * Query of the statistics calls: the days to count, both included, and how to cut the series.
 * `to` defaults to today (UTC), `from` to 29 days before `to`; at most 366 days at once;
 * `granularity` defaults to `day`.
 */
export const statisticsQuerySchema = z.object({
  from: daySchema.optional(),
  to: daySchema.optional(),
  granularity: statisticsGranularitySchema.optional(),
});

const count = z.number().int().nonnegative();

/**
 * One period of a statistics series, named by its first day within the range. `visitors` are
 * the unique visitors of each day summed: a visitor is recognised within one UTC day only
 * (docs/architecture.md#statistics), so one who comes back on another day counts again.
 */
export const statisticsPointSchema = z.object({
  date: daySchema,
  visits: count,
  visitors: count,
});
/** One period of a statistics series. */
export type StatisticsPoint = z.infer<typeof statisticsPointSchema>;

/** Visits of one value of a breakdown: a device class, a language, a referring host. */
export const statisticsCountSchema = z.object({ key: z.string(), visits: count });
/** Visits of one value of a breakdown. */
export type StatisticsCount = z.infer<typeof statisticsCountSchema>;

/**
 * What the published viewer reported of one scene: how often it was shown (`views`), the
 * average seconds spent on it, and how many visits ended there (`exits`). `title` is the
 * scene's title in the tour now, null for a scene since removed.
 */
export const sceneStatisticsSchema = z.object({
  sceneId: z.string(),
  title: z.string().nullable(),
  views: count,
  averageSeconds: z.number().nonnegative(),
  exits: count,
});
/** The figures of one scene. */
export type SceneStatistics = z.infer<typeof sceneStatisticsSchema>;

const statisticsBody = {
  from: daySchema,
  to: daySchema,
  granularity: statisticsGranularitySchema,
  /** Every period of the range, zeros included. */
  series: z.array(statisticsPointSchema),
  totals: z.object({ visits: count, visitors: count }),
  /** Visits by device class (`phone`, `tablet`, `desktop`), most first. */
  devices: z.array(statisticsCountSchema),
  /** Visits by the browser's first language (`ko`, `en`, …; `und` when it named none), most first. */
  languages: z.array(statisticsCountSchema),
  /** Visits by referring host (`direct` without one), most first. */
  referrers: z.array(statisticsCountSchema),
};

/** Answer of the tour statistics call: the series, the totals, the breakdowns and the scenes. */
export const tourStatisticsSchema = z.object({
  ...statisticsBody,
  /** The tour's scenes with figures, the most left first. */
  scenes: z.array(sceneStatisticsSchema),
});
/** A tour's statistics. */
export type TourStatistics = z.infer<typeof tourStatisticsSchema>;

/** The figures of one tour in the account statistics. */
export const tourTotalsSchema = z.object({
  tourId: z.string(),
  title: z.string(),
  visits: count,
  visitors: count,
});
/** The figures of one tour in the account statistics. */
export type TourTotals = z.infer<typeof tourTotalsSchema>;

/** Answer of the account statistics call: every tour of the caller's projects together. */
export const accountStatisticsSchema = z.object({
  ...statisticsBody,
  /** Tours with visits in the range, the most visited first. */
  tours: z.array(tourTotalsSchema),
});
/** The statistics of all of an account's tours. */
export type AccountStatistics = z.infer<typeof accountStatisticsSchema>;

/** Longest visit id a beacon may carry. */
export const BEACON_VISIT_ID_MAX = 64;
/** Most seconds one beacon may report on one scene (a day). */
export const BEACON_SECONDS_MAX = 86_400;

/**
 * Body of `POST /t/{slug}/beacon`, sent by the published viewer when a visitor leaves a scene
 * (or the page): `visitId` is random per page load and never stored beyond the fold, `seconds`
 * the time on the scene, `exit` whether the visit ended there. Sent with
 * `navigator.sendBeacon` as `text/plain` JSON, so no CORS preflight is needed.
 */
export const sceneBeaconSchema = z.object({
  visitId: z
    .string()
    .min(8)
    .max(BEACON_VISIT_ID_MAX)
    .regex(/^[A-Za-z0-9_-]+$/, "Must be letters, digits, - or _."),
  sceneId: idSchema,
  seconds: z.number().nonnegative().max(BEACON_SECONDS_MAX),
  exit: z.boolean(),
});
/** One beacon of the published viewer. */
export type SceneBeacon = z.infer<typeof sceneBeaconSchema>;
