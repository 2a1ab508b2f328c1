import { z } from "zod";
import { idSchema } from "./common";
import { storableString } from "./storableText";
import { tourTitleSchema } from "./tour";
import { tourListItemSchema } from "./tourList";

/*
 * No lock-in (docs/architecture.md#panoramas): tours come in from Pannellum and Marzipano, and go out as Pannellum
 * JSON or as a static site of a published version.
 */

/**
 * Multipart body of `POST /projects/{id}/import`: one ZIP in `file` holding a Pannellum tour JSON
 * and its images, or a Marzipano Tool export (`data.js` and `tiles/`); `title` replaces the
 * document's. A JSON alone is refused: the server never fetches the images a document names.
 */
export const tourImportUploadSchema = z.object({
  file: z.file(),
  title: tourTitleSchema.optional(),
});

/** Answer of the import: the new tour, and what was dropped or approximated on the way. */
export const tourImportResultSchema = z.object({
  tour: tourListItemSchema,
  warnings: z.array(storableString()),
});
/** An import's answer. */
export type TourImportResult = z.infer<typeof tourImportResultSchema>;

/** `{id}` and `{version}`: one published version of a tour. */
export const publishedVersionParamsSchema = z.object({
  id: idSchema,
  version: z.coerce.number().int().min(1),
});

const pannellumHotSpotOutSchema = z.object({
  id: storableString().optional(),
  pitch: z.number(),
  yaw: z.number(),
  type: z.enum(["scene", "info"]),
  text: storableString().optional(),
  URL: storableString().optional(),
  sceneId: storableString().optional(),
  targetYaw: z.union([z.number(), z.enum(["same", "sameAzimuth"])]).optional(),
  targetPitch: z.union([z.number(), z.literal("same")]).optional(),
  targetHfov: z.union([z.number(), z.literal("same")]).optional(),
});

const pannellumSceneOutSchema = z.object({
  title: storableString(),
  type: z.enum(["equirectangular", "multires"]),
  panorama: storableString().optional(),
  multiRes: z
    .object({
      basePath: storableString(),
      path: storableString(),
      fallbackPath: storableString().optional(),
      extension: storableString(),
      tileResolution: z.number().int().positive(),
      maxLevel: z.number().int().positive(),
      cubeResolution: z.number().int().positive(),
    })
    .optional(),
  yaw: z.number(),
  pitch: z.number(),
  hfov: z.number(),
  northOffset: z.number(),
  hotSpots: z.array(pannellumHotSpotOutSchema),
});

/**
 * Answer of `GET /tours/{id}/export/pannellum`, a download: the Pannellum tour configuration
 * (`toPannellumTour` of `@orbis/core/interop`) with absolute tile URLs, which Pannellum's
 * `pannellum.viewer(id, config)` reads as is.
 */
export const pannellumExportSchema = z.object({
  escapeHTML: z.literal(true),
  default: z.object({
    firstScene: storableString(),
    title: storableString(),
    author: storableString().optional(),
    sceneFadeDuration: z.number().nonnegative(),
    autoLoad: z.boolean(),
    autoRotate: z.number().optional(),
  }),
  scenes: z.record(storableString(), pannellumSceneOutSchema),
});
/** A Pannellum tour configuration as exported. */
export type PannellumExport = z.infer<typeof pannellumExportSchema>;

/**
 * Answer of `GET /tours/{id}/publish/{version}/site.zip`: a ZIP (`application/zip`) of a static
 * site that shows the version with no Orbis server. Clients receive it as a `Blob`.
 */
export const staticSiteArchiveSchema = z.unknown().meta({
  description: "A ZIP archive of a static site: index.html, Pannellum, tiles and previews",
  type: "string",
  format: "binary",
  contentMediaType: "application/zip",
});
