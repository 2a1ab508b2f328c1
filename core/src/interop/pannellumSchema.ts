import { z } from "zod";
import { storableString } from "../contract/entities/storableText";

/*
 * The accepted subset of Pannellum's JSON configuration (pannellum@2.5.7
 * `doc/json-config-parameters.md`, pannellum.org/documentation/reference). Objects are loose:
 * keys outside the subset are kept so the importer can say what it drops.
 */

const pitch = z.number().min(-90).max(90);
const hfov = z.number().gt(0).lt(180);

/** A hot spot as read: `scene` links and `info` spots; defaults as Pannellum's (yaw, pitch 0). */
export const pannellumHotSpotSchema = z.looseObject({
  pitch: pitch.optional(),
  yaw: z.number().optional(),
  type: storableString().optional(),
  text: storableString().optional(),
  URL: storableString().optional(),
  sceneId: storableString().min(1).optional(),
  targetYaw: z.union([z.number(), z.enum(["same", "sameAzimuth"])]).optional(),
  targetPitch: z.union([pitch, z.literal("same")]).optional(),
  targetHfov: z.union([hfov, z.literal("same")]).optional(),
  id: z.union([storableString(), z.number()]).optional(),
});
/** A hot spot as read. */
export type PannellumHotSpotInput = z.infer<typeof pannellumHotSpotSchema>;

/** The `multiRes` block of a multires scene (the keys `generate.py` writes). */
export const pannellumMultiResSchema = z.looseObject({
  basePath: storableString().optional(),
  path: storableString().min(1),
  fallbackPath: storableString().optional(),
  extension: storableString().min(1),
  tileResolution: z.number().int().positive(),
  maxLevel: z.number().int().min(1).max(20),
  cubeResolution: z.number().int().positive(),
});

/** A scene, or the `default` block whose keys every scene inherits. */
export const pannellumSceneSchema = z.looseObject({
  title: storableString().optional(),
  type: storableString().optional(),
  basePath: storableString().optional(),
  panorama: storableString().min(1).optional(),
  cubeMap: z.array(storableString().nullable()).length(6).optional(),
  multiRes: pannellumMultiResSchema.optional(),
  yaw: z.number().optional(),
  pitch: pitch.optional(),
  hfov: hfov.optional(),
  northOffset: z.number().optional(),
  autoRotate: z.number().optional(),
  escapeHTML: z.boolean().optional(),
  dynamic: z.boolean().optional(),
  hotSpots: z.array(pannellumHotSpotSchema).optional(),
});
/** A scene as read. */
export type PannellumSceneInput = z.infer<typeof pannellumSceneSchema>;

/** The `default` block of a tour. */
export const pannellumDefaultSchema = pannellumSceneSchema.extend({
  firstScene: storableString().optional(),
  author: storableString().optional(),
  sceneFadeDuration: z.number().nonnegative().optional(),
  autoLoad: z.boolean().optional(),
});

/**
 * A tour configuration: `default` and at least one scene. `escapeHTML` counts only at the top
 * level: Pannellum's `escapeHTML()` reads the config given to the viewer, not `default`.
 */
export const pannellumTourSchema = z.looseObject({
  escapeHTML: z.boolean().optional(),
  default: pannellumDefaultSchema.optional(),
  scenes: z
    .record(storableString(), pannellumSceneSchema)
    .refine((scenes) => Object.keys(scenes).length > 0, "the tour has no scenes"),
});

/** A hot spot as written by `toPannellumTour`. */
export interface PannellumHotSpot {
  id?: string;
  pitch: number;
  yaw: number;
  type: "scene" | "info";
  text?: string;
  URL?: string;
  sceneId?: string;
  targetYaw?: number | "same" | "sameAzimuth";
  targetPitch?: number | "same";
  targetHfov?: number | "same";
}

/** The `multiRes` block as written. */
export interface PannellumMultiRes {
  basePath: string;
  path: string;
  fallbackPath?: string;
  extension: string;
  tileResolution: number;
  maxLevel: number;
  cubeResolution: number;
}

/** A scene as written. */
export interface PannellumScene {
  title: string;
  type: "equirectangular" | "multires";
  panorama?: string;
  multiRes?: PannellumMultiRes;
  yaw: number;
  pitch: number;
  hfov: number;
  northOffset: number;
  hotSpots: PannellumHotSpot[];
}

/** The `default` block as written. */
export interface PannellumDefault {
  firstScene: string;
  title: string;
  author?: string;
  sceneFadeDuration: number;
  autoLoad: boolean;
  autoRotate?: number;
}

/** A Pannellum tour configuration as written by `toPannellumTour`. */
export interface PannellumTour {
  /**
   * Always true: titles and hot spot texts are plain text, which Pannellum then escapes
   * (XSS-safe; line breaks still show). Top level, where Pannellum's `escapeHTML()` reads it.
   */
  escapeHTML: true;
  default: PannellumDefault;
  scenes: Record<string, PannellumScene>;
}
