import { AppError, ErrorCode } from "@orbis/core/errors";
import {
  OG_IMAGE_HEIGHT,
  OG_IMAGE_MAX_SIDE,
  OG_IMAGE_WIDTH,
  ogImageProblem,
} from "@orbis/core/tours";
import sharp from "sharp";
import { invalidInput } from "../../http/errors";
import { tempPathOf } from "../../http/multipart";

const FIELD = "body.file";

const unreadable = (cause: unknown) =>
  new AppError(ErrorCode.unsupportedMedia, {
    message: `${FIELD}: the file is not a readable JPEG, PNG or WebP image`,
    cause,
  });

/**
 * An uploaded picture made into a site's Open Graph image: the format told by its bytes (JPEG,
 * PNG or WebP, whatever the browser declared), its sides checked (core's `ogImageProblem`),
 * then turned upright, cropped to cover 1200×630 and recompressed as WebP. Every refusal comes
 * before anything is stored.
 */
export const ogImage = async (file: File): Promise<Buffer> => {
  const input = tempPathOf(file) ?? Buffer.from(await file.arrayBuffer());
  // Refused before decoding: no decompression bomb gets to allocate.
  const options = {
    limitInputPixels: OG_IMAGE_MAX_SIDE * OG_IMAGE_MAX_SIDE,
    failOn: "error",
  } as const;
  let size: { width: number; height: number };
  try {
    const { format, width, height, orientation } = await sharp(input, options).metadata();
    if (format !== "jpeg" && format !== "png" && format !== "webp") throw new Error(`${format}`);
    // EXIF orientations 5–8 are a quarter turn: the picture shown is the other way round.
    size = (orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
  } catch (error) {
    throw unreadable(error);
  }
  const problem = ogImageProblem(size.width, size.height);
  if (problem !== null) throw invalidInput([{ in: "body", path: "file", message: problem }]);
  try {
    return await sharp(input, options)
      .rotate()
      .resize(OG_IMAGE_WIDTH, OG_IMAGE_HEIGHT, { fit: "cover" })
      .webp({ quality: 85 })
      .toBuffer();
  } catch (error) {
    throw unreadable(error);
  }
};
