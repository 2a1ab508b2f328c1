import { AppError, ErrorCode } from "@orbis/core/errors";
import { type CubeRaster, MAX_IMPORT_FACE_SIZE, type TileLevel } from "@orbis/core/interop";
import { CUBE_FACES, type CubeFace, MAX_PANORAMA_PIXELS } from "@orbis/core/panorama";
import sharp, { type OverlayOptions, type Sharp } from "sharp";

/*
 * Cube faces of an imported scene decoded into memory, all one size, as the inverse remap wants
 * them. Faces larger than a quarter of the widest panorama are scaled down: the rebuilt image
 * could not hold more detail anyway.
 */

/** An image file of the archive: where it was unpacked, and its name in the archive. */
export interface UnpackedImage {
  readonly file: string;
  readonly name: string;
}

const refuse = (where: string, message: string, cause?: unknown) =>
  new AppError(ErrorCode.badRequest, { message: `body.file: ${where}: ${message}`, cause });

/** Every image read goes through sharp's pixel limit (no decompression bombs). */
const image = (input: string | Buffer, raw?: { width: number; height: number }): Sharp =>
  raw === undefined
    ? sharp(input, { limitInputPixels: MAX_PANORAMA_PIXELS, failOn: "truncated" })
    : sharp(input, { raw: { ...raw, channels: 3 }, limitInputPixels: MAX_PANORAMA_PIXELS });

const sizeOf = async (where: string, picture: UnpackedImage) => {
  try {
    const { width, height } = await sharp(picture.file, { limitInputPixels: false }).metadata();
    return { width, height };
  } catch (error) {
    throw refuse(where, `${JSON.stringify(picture.name)} is not an image that can be read`, error);
  }
};

/** Decodes to `size × size` 8-bit RGB (alpha flattened on black, grey and CMYK made sRGB). */
const rgb = async (where: string, name: string, pipeline: Sharp, size: number) => {
  try {
    const { data, info } = await pipeline
      .flatten({ background: "#000000" })
      .toColourspace("srgb")
      .resize(size, size, { fit: "fill" })
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new Error(`${info.channels} channels`);
    return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  } catch (error) {
    throw refuse(where, `${JSON.stringify(name)} is damaged or incomplete`, error);
  }
};

/** Six face images (a Pannellum `cubeMap`): square, scaled to the largest one's size. */
export const facesFromImages = async (
  where: string,
  images: Readonly<Record<CubeFace, UnpackedImage>>,
): Promise<CubeRaster> => {
  let largest = 0;
  for (const face of CUBE_FACES) {
    const picture = images[face];
    const { width, height } = await sizeOf(where, picture);
    if (width !== height)
      throw refuse(
        where,
        `the cube face ${JSON.stringify(picture.name)} is ${width}×${height}; cube faces are square`,
      );
    largest = Math.max(largest, width);
  }
  const size = Math.min(largest, MAX_IMPORT_FACE_SIZE);
  const faces = {} as Record<CubeFace, Uint8Array>;
  for (const face of CUBE_FACES)
    faces[face] = await rgb(where, images[face].name, image(images[face].file), size);
  return { size, faces };
};

/** Tiles laid on a black face; composing adds an alpha band, which goes again. */
const compose = async (
  where: string,
  face: CubeFace,
  full: number,
  overlays: OverlayOptions[],
): Promise<Buffer> => {
  try {
    return await sharp({
      create: { width: full, height: full, channels: 3, background: "#000000" },
    })
      .composite(overlays)
      .removeAlpha()
      .raw()
      .toBuffer();
  } catch (error) {
    throw refuse(where, `the tiles of the ${face} face cannot be put together`, error);
  }
};

/** One tile of a face: its column, row and image. */
export interface PlacedTile {
  readonly x: number;
  readonly y: number;
  readonly image: UnpackedImage;
}

/**
 * Faces put together from the tiles of one pyramid level, each tile checked to be the size the
 * level says (full tiles, cut short at the far edges).
 */
export const facesFromTiles = async (
  where: string,
  level: TileLevel,
  tiles: Readonly<Record<CubeFace, readonly PlacedTile[]>>,
): Promise<CubeRaster> => {
  const full = level.faceSize;
  const size = Math.min(full, MAX_IMPORT_FACE_SIZE);
  const faces = {} as Record<CubeFace, Uint8Array>;
  for (const face of CUBE_FACES) {
    const overlays: OverlayOptions[] = [];
    for (const tile of tiles[face]) {
      const left = tile.x * level.tileSize;
      const top = tile.y * level.tileSize;
      const expected = {
        width: Math.min(level.tileSize, full - left),
        height: Math.min(level.tileSize, full - top),
      };
      const got = await sizeOf(where, tile.image);
      if (got.width !== expected.width || got.height !== expected.height)
        throw refuse(
          where,
          `the tile ${JSON.stringify(tile.image.name)} is ${got.width}×${got.height}; the level says ${expected.width}×${expected.height}`,
        );
      overlays.push({ input: tile.image.file, left, top, limitInputPixels: MAX_PANORAMA_PIXELS });
    }
    const whole = await compose(where, face, full, overlays);
    faces[face] =
      size === full
        ? whole
        : await rgb(where, `the ${face} face`, image(whole, { width: full, height: full }), size);
  }
  return { size, faces };
};
