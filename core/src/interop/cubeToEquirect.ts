import { type CubeFace, FACE_BASES } from "../panorama/faces";
import { MAX_PANORAMA, MIN_PANORAMA } from "../panorama/limits";
import type { TileLevel, TileSource } from "./tiles";

/*
 * Cube faces back to an equirectangular image, so an imported cube map or tile pyramid goes
 * through the same pipeline as an uploaded panorama. The faces are in Pannellum's multires layout
 * (`panorama/faces.ts`); `cubeFaceOrientation` says Pannellum cube maps and Marzipano tiles need
 * no turning to match it.
 */

/**
 * Width of the equirectangular image rebuilt from faces `faceSize` pixels wide: four faces span
 * the equator, so 4 × faceSize keeps their detail; rounded to a multiple of 8 and held within
 * the panorama sizes Orbis accepts (1024…16384, so a tiny cube is scaled up rather than refused).
 */
export const equirectWidthForFace = (faceSize: number): number =>
  Math.min(MAX_PANORAMA.width, Math.max(MIN_PANORAMA.width, 8 * Math.round((4 * faceSize) / 8)));

/** The largest face worth decoding for a rebuild: a quarter of the widest panorama. */
export const MAX_IMPORT_FACE_SIZE = MAX_PANORAMA.width / 4;

/**
 * The level of a tile pyramid to rebuild faces from: the smallest shown level that still has
 * {@link MAX_IMPORT_FACE_SIZE} pixels a face, so a huge pyramid is not decoded at full size for
 * detail the rebuilt image cannot hold; the top level when none is that large.
 */
export const levelToRebuild = (source: TileSource): TileLevel => {
  const large = source.levels
    .filter((level) => !level.fallbackOnly && level.faceSize >= MAX_IMPORT_FACE_SIZE)
    .sort((a, b) => a.faceSize - b.faceSize);
  return large[0] ?? source.topLevel;
};

/** Six decoded faces of one size, 8-bit RGB, rows top to bottom. */
export interface CubeRaster {
  /** Width and height of every face, in pixels. */
  readonly size: number;
  /** `size × size × 3` bytes per face. */
  readonly faces: Readonly<Record<CubeFace, Uint8Array>>;
}

/** The part of the equirect to compute: rows `from` (included) to `to` (excluded). */
export interface EquirectBand {
  readonly width: number;
  readonly height: number;
  readonly from: number;
  readonly to: number;
}

interface FaceStep {
  readonly face: Uint8Array;
  readonly right: readonly number[];
  readonly down: readonly number[];
}

/**
 * Fills `out` (`(to − from) × width × 3` bytes) with rows `from…to` of the equirectangular image
 * seen through the cube: for each pixel, the direction through its centre, the face it meets and
 * the point there, sampled bilinearly (clamped at the face's edges). The inverse of the tiler's
 * face remap.
 */
export const remapCubeToEquirect = (
  cube: CubeRaster,
  band: EquirectBand,
  out: Uint8Array,
): void => {
  const { width, height, from, to } = band;
  const size = cube.size;
  const step = (face: CubeFace): FaceStep => ({
    face: cube.faces[face],
    right: FACE_BASES[face].right,
    down: FACE_BASES[face].down,
  });
  const steps = {
    f: step("f"),
    b: step("b"),
    u: step("u"),
    d: step("d"),
    l: step("l"),
    r: step("r"),
  };
  const sinYaw = new Float64Array(width);
  const cosYaw = new Float64Array(width);
  for (let col = 0; col < width; col++) {
    const yaw = ((col + 0.5) / width - 0.5) * 2 * Math.PI;
    sinYaw[col] = Math.sin(yaw);
    cosYaw[col] = Math.cos(yaw);
  }
  const last = size - 1;
  let o = 0;
  for (let row = from; row < to; row++) {
    const pitch = (0.5 - (row + 0.5) / height) * Math.PI;
    const cp = Math.cos(pitch);
    const y = Math.sin(pitch);
    for (let col = 0; col < width; col++) {
      const x = cp * (sinYaw[col] as number);
      const z = -cp * (cosYaw[col] as number);
      const ax = Math.abs(x);
      const ay = Math.abs(y);
      const az = Math.abs(z);
      let s: FaceStep;
      let m: number;
      if (ay >= ax && ay >= az) {
        s = y > 0 ? steps.u : steps.d;
        m = ay;
      } else if (ax >= az) {
        s = x > 0 ? steps.r : steps.l;
        m = ax;
      } else {
        s = z < 0 ? steps.f : steps.b;
        m = az;
      }
      const r = s.right;
      const d = s.down;
      const u = (x * (r[0] as number) + y * (r[1] as number) + z * (r[2] as number)) / m;
      const v = (x * (d[0] as number) + y * (d[1] as number) + z * (d[2] as number)) / m;
      const px = Math.min(last, Math.max(0, ((u + 1) / 2) * size - 0.5));
      const py = Math.min(last, Math.max(0, ((v + 1) / 2) * size - 0.5));
      const x0 = Math.floor(px);
      const y0 = Math.floor(py);
      const x1 = x0 < last ? x0 + 1 : last;
      const y1 = y0 < last ? y0 + 1 : last;
      const fx = px - x0;
      const fy = py - y0;
      const a = (y0 * size + x0) * 3;
      const b = (y0 * size + x1) * 3;
      const c = (y1 * size + x0) * 3;
      const e = (y1 * size + x1) * 3;
      const face = s.face;
      for (let k = 0; k < 3; k++) {
        const top = (face[a + k] as number) * (1 - fx) + (face[b + k] as number) * fx;
        const bottom = (face[c + k] as number) * (1 - fx) + (face[e + k] as number) * fx;
        out[o++] = Math.round(top * (1 - fy) + bottom * fy);
      }
    }
  }
};
