import { randomBytes } from "node:crypto";
import { AppError, ErrorCode } from "@orbis/core/errors";
import sharp from "sharp";
import { tempPathOf } from "../../http/multipart";

/** Side of the square profile picture, in pixels: sharp on high-density screens at 128 CSS px. */
export const THUMBNAIL_SIDE = 256;

/** Larger images are refused before decoding: no decompression bomb gets to allocate. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Decodes an uploaded image whatever its declared type says (the bytes decide) and makes the
 * profile thumbnail: orientation applied, centre-cropped square, WebP. Anything sharp cannot read
 * as JPEG, PNG or WebP is refused with 415.
 */
export const makeThumbnail = async (file: File): Promise<Buffer> => {
  const input = tempPathOf(file) ?? Buffer.from(await file.arrayBuffer());
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
    const { format } = await image.metadata();
    if (format !== "jpeg" && format !== "png" && format !== "webp")
      throw new Error(`format ${format}`);
    return await image
      .rotate()
      .resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: "cover" })
      .webp({ quality: 85 })
      .toBuffer();
  } catch (error) {
    throw new AppError(ErrorCode.unsupportedMedia, {
      message: "body.file: the file is not a readable JPEG, PNG or WebP image",
      cause: error,
    });
  }
};

/** A fresh key per upload, so a cached old picture is never served for the new one. */
export const thumbnailKey = (userId: string): string =>
  `users/${userId}/thumbnail-${randomBytes(6).toString("hex")}.webp`;
