import { z } from "zod";
import { byteCountSchema, idSchema, linkSchema } from "./common";
import { titleSchema } from "./listing";
import { geoPositionSchema, viewSchema, yawSchema } from "./position";
import { storableString } from "./storableText";

/** Longest scene title. */
export const SCENE_TITLE_MAX_LENGTH = 100;

/** A scene title. */
export const sceneTitleSchema = titleSchema(SCENE_TITLE_MAX_LENGTH);

/** The uploaded equirectangular source image of a scene. */
export const sceneImageSchema = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: byteCountSchema,
  /** SHA-256 of the uploaded file (hex), so a client can skip files a tour already has; null for older scenes. */
  sha256: storableString()
    .regex(/^[0-9a-f]{64}$/)
    .nullable(),
});

/**
 * The multires cube tiles of a scene (docs/architecture.md#panoramas), laid out as Pannellum's multires:
 * `levels` levels, the top one `cubeSize` pixels a face, cut in `tileSize` tiles.
 */
export const sceneTilesSchema = z.object({
  tileSize: z.number().int().positive(),
  cubeSize: z.number().int().positive(),
  levels: z.number().int().min(1).max(12),
  /** Where the pyramid lives: tile `{level}/{face}{row}_{col}.jpg` is at `<baseUrl>/…`. */
  baseUrl: linkSchema,
});
/** Tile pyramid facts of a scene. */
export type SceneTiles = z.infer<typeof sceneTilesSchema>;

/**
 * A scene: one panorama of a tour. The product calls scenes "layers" (`/layers/status`,
 * `/layers/check-file`). `tiles`, `previewUrl` and `thumbnailUrl` stay null until tiling is done.
 */
export const sceneSchema = z.object({
  id: idSchema,
  title: sceneTitleSchema,
  /** Position in the scene list, from 0. */
  order: z.number().int().nonnegative(),
  /** Name of the uploaded file, for display and for `check-file`; never a path on disk. */
  fileName: storableString().min(1).max(255),
  image: sceneImageSchema,
  tiles: sceneTilesSchema.nullable(),
  previewUrl: linkSchema.nullable(),
  thumbnailUrl: linkSchema.nullable(),
  /** The view shown when the scene is entered without a link's target view. */
  initialView: viewSchema,
  /** The yaw that faces geographic north, to orient the scene in geo mode. */
  northOffset: yawSchema,
  geo: geoPositionSchema.nullable(),
});
/** A scene. */
export type Scene = z.infer<typeof sceneSchema>;

/** The editable part of a scene, as saved by the tour dump: scenes themselves come from uploads. */
export const sceneEditSchema = sceneSchema.pick({
  id: true,
  title: true,
  order: true,
  initialView: true,
  northOffset: true,
  geo: true,
});
/** The editable part of a scene. */
export type SceneEdit = z.infer<typeof sceneEditSchema>;

/** The tiling states of a scene's layer. */
export const layerStateSchema = z.enum(["queued", "tiling", "done", "failed"]);
/** A tiling state. */
export type LayerState = z.infer<typeof layerStateSchema>;

/** One scene's line of `GET /tours/{id}/layers/status`. */
export const layerStatusSchema = z.object({
  sceneId: idSchema,
  fileName: storableString().min(1).max(255),
  state: layerStateSchema,
  /** Share of the tiling done, 0..1. */
  progress: z.number().min(0).max(1),
  /** Why tiling failed (a catalogue code and its message); null unless `failed`. */
  error: z.object({ code: z.number().int(), message: storableString() }).nullable(),
});
/** The tiling status of one scene. */
export type LayerStatus = z.infer<typeof layerStatusSchema>;
