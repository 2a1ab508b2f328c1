import { open } from "node:fs/promises";
import { basename } from "node:path";
import { panoramaSizeProblem } from "@orbis/core/panorama";
import sharp from "sharp";
import { MAGIC_BYTES, type PanoramaFormat, sniffFormat } from "./magic";
import { badSize, damaged, notAnImage } from "./refusals";
import { panoramaAsRgb, readDimensions } from "./sharpInput";

/*
 * Checks an uploaded panorama before anything is stored, cheapest check first: the magic bytes,
 * then the header's dimensions (no pixel decoded, so a 30000×15000 header costs nothing), then
 * one full decode that fails on truncated data. That decode is shrunk on load (a JPEG is decoded
 * at 1/8 scale straight from its DCT blocks, still reading every byte) and its output is the
 * preview and the thumbnail, so the check costs about as much as making them.
 */

/**
 * Preview: the equirect the viewer shows while tiles load, 1024×512. That is the detail of the
 * lowest tile level (a 325 px face per 90° against 256 px here), one request of ~100–200 KB,
 * and exactly 1/8 of an 8K panorama, so JPEG shrink-on-load produces it directly.
 */
export const PREVIEW_SIZE = { width: 1024, height: 512 } as const;

/** Thumbnail: 480×240, 2:1 like the panorama, sharp on a 240 px wide list card at 2× density. */
export const THUMBNAIL_SIZE = { width: 480, height: 240 } as const;

const IMAGE_QUALITY = 80;

/** What {@link inspectPanorama} found. */
export interface PanoramaInspection {
  readonly format: PanoramaFormat;
  readonly width: number;
  readonly height: number;
  /** Size of the file. */
  readonly bytes: number;
  /** JPEG, {@link PREVIEW_SIZE}. */
  readonly preview: Buffer;
  /** JPEG, {@link THUMBNAIL_SIZE}. */
  readonly thumbnail: Buffer;
}

/** Options of {@link inspectPanorama}. */
export interface InspectOptions {
  /** The name to use in messages, such as the uploaded file's name; the path's base otherwise. */
  readonly name?: string;
}

const readHead = async (path: string) => {
  const file = await open(path, "r");
  try {
    const { size } = await file.stat();
    const head = new Uint8Array(MAGIC_BYTES);
    await file.read(head, 0, MAGIC_BYTES, 0);
    return { head, size };
  } finally {
    await file.close();
  }
};

/**
 * Validates the panorama at `path` and makes its preview and thumbnail. Refuses with
 * AppError 10415 (not JPEG/PNG/WebP), 10400 (not 2:1, smaller than 1024×512, damaged or
 * incomplete) or 10413 (larger than 16384×8192).
 */
export const inspectPanorama = async (
  path: string,
  options: InspectOptions = {},
): Promise<PanoramaInspection> => {
  const name = options.name ?? basename(path);
  const { head, size } = await readHead(path);
  const format = sniffFormat(head);
  if (!format) throw notAnImage(name);

  let width: number;
  let height: number;
  try {
    ({ width, height } = await readDimensions(path));
  } catch (error) {
    throw damaged(name, error);
  }
  const problem = panoramaSizeProblem(width, height);
  if (problem) throw badSize(name, width, height, problem);

  let preview: Buffer;
  try {
    preview = await panoramaAsRgb(path)
      .resize(PREVIEW_SIZE.width, PREVIEW_SIZE.height, { fit: "fill" })
      .raw()
      .toBuffer();
  } catch (error) {
    throw damaged(name, error);
  }
  const raw = { raw: { ...PREVIEW_SIZE, channels: 3 as const } };
  const [previewJpeg, thumbnail] = await Promise.all([
    sharp(preview, raw).jpeg({ quality: IMAGE_QUALITY }).toBuffer(),
    sharp(preview, raw)
      .resize(THUMBNAIL_SIZE.width, THUMBNAIL_SIZE.height)
      .jpeg({ quality: IMAGE_QUALITY })
      .toBuffer(),
  ]);
  return { format, width, height, bytes: size, preview: previewJpeg, thumbnail };
};
