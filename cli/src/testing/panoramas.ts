import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";

/**
 * A deterministic 2:1 JPEG: seeded noise over a gradient, so each seed gives different bytes
 * (different SHA-256) and the encoder cannot shrink it to nothing.
 */
export const makePanorama = async (path: string, seed: number, width = 1024): Promise<string> => {
  const height = width / 2;
  const pixels = Buffer.alloc(width * height * 3);
  let state = (seed * 2654435761) >>> 0 || 1;
  for (let i = 0; i < pixels.length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const x = (i / 3) % width;
    pixels[i] = ((state >>> 0) & 0x7f) + Math.floor((x / width) * 128);
  }
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toFile(path);
  return path;
};

/** `count` panoramas `pano-1.jpg…` in `dir`, seeds starting at `firstSeed`. */
export const makePanoramas = async (
  dir: string,
  count: number,
  firstSeed = 1,
  width = 1024,
): Promise<string[]> => {
  await mkdir(dir, { recursive: true });
  const paths: string[] = [];
  for (let i = 0; i < count; i++)
    paths.push(await makePanorama(join(dir, `pano-${i + 1}.jpg`), firstSeed + i, width));
  return paths;
};
