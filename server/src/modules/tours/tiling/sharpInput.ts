import { MAX_PANORAMA_PIXELS } from "@orbis/core/panorama";
import sharp, { type Sharp } from "sharp";

/*
 * Every sharp pipeline over an uploaded panorama starts here, so none can be tricked into
 * decoding more pixels than Orbis accepts (a header that lies is caught by libvips as it reads).
 */

/**
 * How strict decoding is: a truncated file fails instead of decoding grey rows. Not stricter:
 * "warning" would also catch corrupt entropy data mid-file, but it refuses harmless files too
 * (libjpeg warns about a few junk bytes between header segments, which some cameras write).
 */
export const FAIL_ON = "truncated" as const;

/** A sharp pipeline over a panorama file, pixel-limited, read top to bottom once. */
export const openPanorama = (path: string): Sharp =>
  sharp(path, { limitInputPixels: MAX_PANORAMA_PIXELS, sequentialRead: true, failOn: FAIL_ON });

/**
 * The pipeline that yields the panorama as 8-bit sRGB with three bands, whatever it was stored
 * as (greyscale, 16-bit, CMYK, with alpha flattened on black as generate.py does).
 */
export const panoramaAsRgb = (path: string): Sharp =>
  openPanorama(path).flatten({ background: "#000000" }).toColourspace("srgb");

/**
 * The dimensions in the file's header. Only the header is read, so sharp's pixel limit is off
 * here: it would answer "exceeds pixel limit" where Orbis' own check names the size.
 */
export const readDimensions = async (path: string): Promise<{ width: number; height: number }> => {
  const { width, height } = await sharp(path, { limitInputPixels: false }).metadata();
  return { width, height };
};
