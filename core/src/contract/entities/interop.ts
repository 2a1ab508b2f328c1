import { z } from "zod";
import { idSchema } from "./common";
import { tourTitleSchema } from "./tour";
import { tourListItemSchema } from "./tourList";

/*
 * No lock-in (DESIGN.md §5): tours come in from Pannellum and Marzipano, and go out as Pannellum
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
  warnings: z.array(z.string()),
});
/** An import's answer. */
export type TourImportResult = z.infer<typeof tourImportResultSchema>;

/** `{id}` and `{version}`: one published version of a tour. */
export const publishedVersionParamsSchema = z.object({
  id: idSchema,
  version: z.coerce.number().int().min(1),
});

const pannellumHotSpotOutSchema = z.object({
  id: z.string().optional(),
  pitch: z.number(),
  yaw: z.number(),
  type: z.enum(["scene", "info"]),
  text: z.string().optional(),
  URL: z.string().optional(),
  sceneId: z.string().optional(),
  targetYaw: z.union([z.number(), z.enum(["same", "sameAzimuth"])]).optional(),
  targetPitch: z.union([z.number(), z.literal("same")]).optional(),
  targetHfov: z.union([z.number(), z.literal("same")]).optional(),
});

const pannellumSceneOutSchema = z.object({
  title: z.string(),
  type: z.enum(["equirectangular", "multires"]),
  panorama: z.string().optional(),
  multiRes: z
    .object({
      basePath: z.string(),
      path: z.string(),
      fallbackPath: z.string().optional(),
      extension: z.string(),
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
    firstScene: z.string(),
    title: z.string(),
    author: z.string().optional(),
    sceneFadeDuration: z.number().nonnegative(),
    autoLoad: z.boolean(),
    autoRotate: z.number().optional(),
  }),
  scenes: z.record(z.string(), pannellumSceneOutSchema),
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
