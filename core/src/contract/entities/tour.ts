import { z } from "zod";
import { idSchema, instantSchema, linkSchema } from "./common";
import { geometrySchema } from "./geometry";
import { titleSchema } from "./listing";
import { markerSchema } from "./marker";
import { modelSchema } from "./model";
import { viewSchema } from "./position";
import { publishVersionSchema } from "./publish";
import { sceneEditSchema, sceneSchema } from "./scene";
import { storableString } from "./storableText";
import { tourSettingsSchema } from "./tourSettings";

/** Longest tour title. */
export const TOUR_TITLE_MAX_LENGTH = 100;

/** Longest tour description. */
export const TOUR_DESCRIPTION_MAX_LENGTH = 1000;

/** A tour title. */
export const tourTitleSchema = titleSchema(TOUR_TITLE_MAX_LENGTH);

/** Where a visit of the tour starts: a scene and the view in it. */
export const tourInitialViewSchema = viewSchema.extend({ sceneId: idSchema });

/**
 * A tour: its scenes (the product's layers), markers, geometries and models, which all name their
 * scene; settings; and the publish history, newest first. `initialView` is null until the tour
 * has a scene.
 */
export const tourSchema = z.object({
  id: idSchema,
  projectId: idSchema,
  title: tourTitleSchema,
  description: storableString().max(TOUR_DESCRIPTION_MAX_LENGTH),
  scenes: z.array(sceneSchema),
  markers: z.array(markerSchema),
  geometries: z.array(geometrySchema),
  models: z.array(modelSchema),
  initialView: tourInitialViewSchema.nullable(),
  thumbnailUrl: linkSchema.nullable(),
  settings: tourSettingsSchema,
  publishHistory: z.array(publishVersionSchema),
  createdAt: instantSchema,
  updatedAt: instantSchema,
});
/** A tour. */
export type Tour = z.infer<typeof tourSchema>;

/** Body of `PUT /tours/{id}`: the tour's own fields; those left out stay as they are. */
export const tourUpdateSchema = z
  .object({
    title: tourTitleSchema,
    description: storableString().max(TOUR_DESCRIPTION_MAX_LENGTH),
    settings: tourSettingsSchema,
  })
  .partial()
  .refine((update) => Object.keys(update).length > 0, { message: "Nothing to update." });
/** Body of the tour update. */
export type TourUpdate = z.infer<typeof tourUpdateSchema>;

/**
 * Body of `PUT /tours/{id}/dump`: the editor's whole scene document, saved at once (the
 * auto-save). It replaces what it lists: scenes left out are removed with everything in them,
 * markers left out are removed. Scenes cannot be added here (they are born from uploads).
 */
export const tourDumpSchema = z.object({
  scenes: z.array(sceneEditSchema).max(1000),
  markers: z.array(markerSchema).max(10_000),
  initialView: tourInitialViewSchema.nullable(),
});
/** Body of the tour dump. */
export type TourDump = z.infer<typeof tourDumpSchema>;

/** Body of `POST /tours/{id}/copy`: by default the copy lands in the same project as "<title> copy". */
export const tourCopySchema = z.object({
  projectId: idSchema.optional(),
  title: tourTitleSchema.optional(),
});
