import { join } from "node:path";
import {
  type CubeFace,
  type LevelLayout,
  levelLayouts,
  type MultiresLayout,
  tileKey,
  tileRect,
} from "@orbis/core/panorama";
import sharp from "sharp";
import type { Limiter } from "./limiter";

/*
 * Cuts one computed face into its tiles at every level, as generate.py does: the top level from
 * the face itself, each lower level from the one above it resized with Lanczos (PIL's
 * ANTIALIAS). libvips encodes; `optimiseCoding: false` makes encoding ~3× faster for ~4 % more
 * bytes (measured on 8K JPEGs). Quality 85: tiles are seen magnified on a sphere, where q75 (generate.py's
 * default) shows blocking on smooth gradients; q85 costs 35–50 % more bytes than q75 and q90
 * another ~15 % for little to see (measured on 8K faces; encode time barely moves with quality).
 */

/** JPEG quality of tiles. */
export const TILE_QUALITY = 85;

/** What {@link encodeFace} needs besides the face. */
export interface EncodeContext {
  readonly layout: MultiresLayout;
  /** The `tiles` folder: tiles go to `{level}/{face}{row}_{col}.jpg` under it. */
  readonly tilesDir: string;
  readonly limiter: Limiter;
  /** Called after each tile is written, with its size in bytes. */
  readonly onTile: (bytes: number) => void;
  readonly signal?: AbortSignal;
}

/** Every job settled before failing, so nothing still writes when the caller cleans up. */
const settle = async <T>(jobs: Promise<T>[]): Promise<T[]> => {
  const results = await Promise.allSettled(jobs);
  const failed = results.find((r) => r.status === "rejected");
  if (failed) throw failed.reason;
  return results.map((r) => (r as PromiseFulfilledResult<T>).value);
};

const raw = (size: number) => ({ raw: { width: size, height: size, channels: 3 as const } });

const writeTiles = async (
  face: CubeFace,
  pixels: Uint8Array,
  level: LevelLayout,
  context: EncodeContext,
): Promise<number> => {
  const { tileSize } = context.layout;
  const jobs: Promise<number>[] = [];
  for (let row = 0; row < level.tilesPerRow; row++)
    for (let column = 0; column < level.tilesPerRow; column++) {
      const rect = tileRect(level, tileSize, row, column);
      const path = join(context.tilesDir, tileKey(level.level, face, row, column));
      jobs.push(
        context.limiter.run(async () => {
          context.signal?.throwIfAborted();
          const info = await sharp(pixels, raw(level.faceSize))
            .extract(rect)
            .jpeg({ quality: TILE_QUALITY, optimiseCoding: false })
            .toFile(path);
          context.onTile(info.size);
          return info.size;
        }),
      );
    }
  return (await settle(jobs)).reduce((sum, n) => sum + n, 0);
};

/** Level `to` resized from the level above it (RGB, `from.faceSize² × 3` bytes). */
const shrink = (pixels: Uint8Array, from: LevelLayout, to: LevelLayout, context: EncodeContext) =>
  context.limiter.run(() =>
    sharp(pixels, raw(from.faceSize))
      .resize(to.faceSize, to.faceSize, { kernel: "lanczos3" })
      .raw()
      .toBuffer(),
  );

/**
 * Writes every tile of `face` (RGB, `cubeSize² × 3` bytes); resolves with the bytes written.
 * `release` is called as soon as `pixels` is no longer read (top-level tiles written and the
 * next level resized from it), so the face buffer can go back to the pool while the smaller
 * levels are still being encoded.
 */
export const encodeFace = async (
  face: CubeFace,
  pixels: Uint8Array,
  context: EncodeContext,
  release: () => void,
): Promise<number> => {
  const [top, ...lower] = levelLayouts(context.layout).reverse();
  if (!top) return 0;
  let current: Uint8Array | undefined;
  let bytes: number;
  try {
    const [topBytes, next] = await settle<number | Buffer | undefined>([
      writeTiles(face, pixels, top, context),
      lower[0] ? shrink(pixels, top, lower[0], context) : Promise.resolve(undefined),
    ]);
    bytes = topBytes as number;
    current = next as Buffer | undefined;
  } finally {
    release();
  }
  for (const [i, level] of lower.entries()) {
    if (i > 0)
      current = await shrink(current as Uint8Array, lower[i - 1] as LevelLayout, level, context);
    bytes += await writeTiles(face, current as Uint8Array, level, context);
  }
  return bytes;
};
