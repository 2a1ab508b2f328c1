import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { setImmediate as yieldToLoop } from "node:timers/promises";
import { type CubeRaster, equirectWidthForFace, remapCubeToEquirect } from "@orbis/core/interop";
import sharp from "sharp";
import { rawTiffHeader } from "./rawTiff";

/** Rows computed at a time: ~6 MB of pixels at 16384 wide, then the event loop gets a turn. */
const BAND_ROWS = 128;

/** The rebuilt image's JPEG quality: a source, so higher than tiles; re-tiled at 80 later. */
const SOURCE_QUALITY = 92;

/**
 * Writes the equirectangular image of six faces as a JPEG at `target`, the width the faces call
 * for (`equirectWidthForFace`). Rows are remapped band by band into an uncompressed TIFF beside
 * it (`${target}.tif`, removed after), which sharp then encodes reading sequentially: the whole
 * image is never in memory, only the faces.
 */
export const writeEquirectJpeg = async (cube: CubeRaster, target: string): Promise<void> => {
  const width = equirectWidthForFace(cube.size);
  const height = width / 2;
  const tiff = `${target}.tif`;
  try {
    const out = createWriteStream(tiff);
    const failed = once(out, "error").then(([error]) => {
      throw error;
    });
    // Raced below whenever a write waits; handled here so an error between waits is not lost.
    failed.catch(() => undefined);
    const write = async (chunk: Uint8Array) => {
      if (!out.write(chunk)) await Promise.race([once(out, "drain"), failed]);
    };
    await write(rawTiffHeader(width, height));
    for (let from = 0; from < height; from += BAND_ROWS) {
      const to = Math.min(height, from + BAND_ROWS);
      const band = new Uint8Array((to - from) * width * 3);
      remapCubeToEquirect(cube, { width, height, from, to }, band);
      await write(band);
      // A big rebuild takes seconds: other requests are served between bands.
      await yieldToLoop();
    }
    out.end();
    await Promise.race([once(out, "finish"), failed]);
    await sharp(tiff, { sequentialRead: true, limitInputPixels: false })
      .jpeg({ quality: SOURCE_QUALITY })
      .toFile(target);
  } finally {
    await rm(tiff, { force: true });
  }
};
