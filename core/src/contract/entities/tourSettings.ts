import { z } from "zod";
import { linkSchema } from "./common";
import { storableString } from "./storableText";

/** Search-engine tags of a published tour. */
export const seoSettingsSchema = z.object({
  title: storableString().max(70),
  description: storableString().max(300),
  keywords: z.array(storableString().min(1).max(50)).max(20),
});

/** Open Graph tags of a published tour, for link previews. */
export const ogSettingsSchema = z.object({
  title: storableString().max(100),
  description: storableString().max(300),
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
  autorotate: z.number().min(-30).max(30),
  /** Whether the visitor's page lists the scenes. */
  sceneList: z.boolean(),
  /** Whether the visitor's page offers the geo map (scenes with a position). */
  geoMap: z.boolean(),
});
/** Tour settings. */
export type TourSettings = z.infer<typeof tourSettingsSchema>;
