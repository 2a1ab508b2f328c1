/*
 * What Orbis accepts as a panorama upload, before any pixel is decoded (docs/architecture.md#panoramas, docs/architecture.md#rules-never-broken): a full
 * 360° × 180° equirectangular image, so twice as wide as high, big enough to be worth tiling and
 * small enough that decoding it cannot exhaust the server.
 */

/** The smallest panorama accepted: below this a 360° view is a blur at any field of view. */
export const MIN_PANORAMA = { width: 1024, height: 512 } as const;

/**
 * The largest panorama accepted: 16384 × 8192 (134 Mpx, 402 MB decoded as RGB), the size of
 * high-end 360° cameras' stitched output and the limit the tiler's memory budget is set for.
 */
export const MAX_PANORAMA = { width: 16384, height: 8192 } as const;

/** Largest pixel count accepted, whatever the shape. */
export const MAX_PANORAMA_PIXELS = MAX_PANORAMA.width * MAX_PANORAMA.height;

/** Why a panorama's dimensions are refused. */
export type PanoramaSizeProblem = "notEquirectangular" | "tooSmall" | "tooLarge";

/**
 * True when `width` × `height` is 2:1, allowing the one pixel of rounding a stitcher may leave in
 * the height (8192 × 4095 and 8192 × 4097 pass; 8192 × 4094 does not).
 */
export const isEquirectangularShape = (width: number, height: number): boolean =>
  Math.abs(width - 2 * height) <= 2;

/**
 * The first problem with a panorama's dimensions, or `null` when they are accepted. Checked in
 * this order: the shape (2:1), then too small, then too large (either side, or the pixel count).
 */
export const panoramaSizeProblem = (width: number, height: number): PanoramaSizeProblem | null => {
  if (!(Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0))
    return "notEquirectangular";
  if (!isEquirectangularShape(width, height)) return "notEquirectangular";
  if (width < MIN_PANORAMA.width || height < MIN_PANORAMA.height) return "tooSmall";
  if (
    width > MAX_PANORAMA.width ||
    height > MAX_PANORAMA.height ||
    width * height > MAX_PANORAMA_PIXELS
  )
    return "tooLarge";
  return null;
};
