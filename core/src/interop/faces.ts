import type { CubeFace } from "../panorama/faces";

/*
 * The cube's faces are core's `CubeFace` (panorama/faces.ts: one type, one order, the one the
 * tiler writes and the viewer draws). What differs between the formats Orbis imports and exports
 * is only the order they list faces in and the letters they name them with: those conversions
 * live here.
 */

/** Where each face's centre looks, in Orbis angles (degrees, yaw right, pitch up). */
export const CUBE_FACE_DIRECTIONS: Readonly<Record<CubeFace, { yaw: number; pitch: number }>> = {
  f: { yaw: 0, pitch: 0 },
  r: { yaw: 90, pitch: 0 },
  b: { yaw: 180, pitch: 0 },
  l: { yaw: -90, pitch: 0 },
  u: { yaw: 0, pitch: 90 },
  d: { yaw: 0, pitch: -90 },
};

/**
 * Order of the six URLs of a Pannellum `cubeMap` (its JSON configuration reference): front,
 * right, back, left, up, down.
 */
export const PANNELLUM_CUBEMAP_ORDER: readonly CubeFace[] = ["f", "r", "b", "l", "u", "d"];

/**
 * Order of the faces stacked top to bottom in a Marzipano Tool `preview.jpg` (the default
 * `cubeMapPreviewFaceOrder` of marzipano's `ImageUrlSource.fromString`).
 */
export const MARZIPANO_PREVIEW_FACE_ORDER: readonly CubeFace[] = ["b", "d", "f", "l", "r", "u"];

/** How a format's face image is turned into Pannellum's multires face of the same direction. */
export interface FaceOrientation {
  /** The letter the format names this face with in its URLs. */
  readonly letter: string;
  /** Clockwise quarter turns, in degrees, to apply to the format's image first. */
  readonly rotate: 0 | 90 | 180 | 270;
  /** Mirror to apply after rotating. */
  readonly flip: "none" | "horizontal" | "vertical";
}

/** The formats whose face images are described by {@link cubeFaceOrientation}. */
export type FaceFormat = "pannellum-multires" | "pannellum-cubemap" | "marzipano";

const same: Readonly<Record<CubeFace, FaceOrientation>> = {
  f: { letter: "f", rotate: 0, flip: "none" },
  r: { letter: "r", rotate: 0, flip: "none" },
  b: { letter: "b", rotate: 0, flip: "none" },
  l: { letter: "l", rotate: 0, flip: "none" },
  u: { letter: "u", rotate: 0, flip: "none" },
  d: { letter: "d", rotate: 0, flip: "none" },
};

/**
 * Face image facts relative to the reference, Pannellum's multires faces (what our tiling
 * pipeline writes). Reference layout, seen from inside the sphere: the four side faces are
 * upright (top edge at the horizon's top, image right = the viewer's right when facing that
 * face); the up face's bottom edge meets the front face and its right edge the right face; the
 * down face's top edge meets the front face and its right edge the right face.
 *
 * Where it was read:
 * - Pannellum multires: `createCube` and the texture coordinates `[0,0,1,0,1,1,0,1]` of
 *   `libpannellum.js` (2.5.7, no `UNPACK_FLIP_Y`), tile rows `%y`, columns `%x` as cut by
 *   `utils/multires/generate.py`.
 * - Pannellum cubemap: the `textureCube` lookup of `fragCube` (direction
 *   (cos φ sin λ, sin φ, cos φ cos λ)) and the WebGL cube-map face axes, same layout.
 * - Marzipano: `faceRotation` and `CubeTile.vertices` of `src/geometries/Cube.js` (0.10.2) with
 *   `UNPACK_FLIP_Y_WEBGL` in `src/stages/WebGl.js`, same layout; level `{z}` 0 is the smallest.
 *
 * All three agree: no face needs turning or mirroring, only the file naming differs.
 */
export const cubeFaceOrientation: Readonly<
  Record<FaceFormat, Readonly<Record<CubeFace, FaceOrientation>>>
> = {
  "pannellum-multires": same,
  "pannellum-cubemap": same,
  marzipano: same,
};
