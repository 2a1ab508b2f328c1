import { z } from "zod";
import { linkSchema } from "./common";
import { storableString } from "./storableText";

/** Longest search-engine title of a tour's page. */
export const SEO_TITLE_MAX_LENGTH = 70;
/** Longest search-engine description, and longest Open Graph description. */
export const SEO_DESCRIPTION_MAX_LENGTH = 300;
/** Longest search keyword. */
export const SEO_KEYWORD_MAX_LENGTH = 50;
/** Most search keywords of a tour. */
export const SEO_KEYWORDS_MAX = 20;
/** Longest Open Graph title. */
export const OG_TITLE_MAX_LENGTH = 100;
/** Fastest auto-rotation, in degrees per second either way. */
export const AUTOROTATE_MAX_SPEED = 30;

/** Search-engine tags of a published tour. */
export const seoSettingsSchema = z.object({
  title: storableString().max(SEO_TITLE_MAX_LENGTH),
  description: storableString().max(SEO_DESCRIPTION_MAX_LENGTH),
  keywords: z.array(storableString().min(1).max(SEO_KEYWORD_MAX_LENGTH)).max(SEO_KEYWORDS_MAX),
});

/** Open Graph tags of a published tour, for link previews. */
export const ogSettingsSchema = z.object({
  title: storableString().max(OG_TITLE_MAX_LENGTH),
  description: storableString().max(SEO_DESCRIPTION_MAX_LENGTH),
  imageUrl: linkSchema.nullable(),
});

/** Google Analytics of a published tour: a GA4 measurement id such as `G-AB12CD34EF`. */
export const gaSettingsSchema = z.object({
  measurementId: storableString().regex(/^G-[A-Z0-9]{4,20}$/, "Match the requested format."),
});

/**
 * How a tour presents itself. SEO, OG and GA are null when off; turning one on is refused on a
 * plan without it (70004, 70005, 70006).
 */
export const tourSettingsSchema = z.object({
  seo: seoSettingsSchema.nullable(),
  og: ogSettingsSchema.nullable(),
  ga: gaSettingsSchema.nullable(),
  /** Degrees per second, negative to turn left; 0 is off. */
  autorotate: z.number().min(-AUTOROTATE_MAX_SPEED).max(AUTOROTATE_MAX_SPEED),
  /** Whether the visitor's page lists the scenes. */
  sceneList: z.boolean(),
  /** Whether the visitor's page offers the geo map (scenes with a position). */
  geoMap: z.boolean(),
});
/** Tour settings. */
export type TourSettings = z.infer<typeof tourSettingsSchema>;
