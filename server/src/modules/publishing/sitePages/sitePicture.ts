import { SITE_IMAGE_MAX_SIDE } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import sharp from "sharp";
import { tempPathOf } from "../../../http/multipart";

/** Pixels a site picture may have before it is decoded: a decompression bomb stops here. */
const MAX_INPUT_PIXELS = 12_000 * 12_000;

const unreadable = (cause: unknown) =>
  new AppError(ErrorCode.unsupportedMedia, {
    message: "body.file: the file is not a readable JPEG, PNG or WebP image",
    cause,
  });

/** A site picture ready to store: WebP bytes and the sides they have. */
export interface SitePictureFile {
  readonly webp: Buffer;
  readonly width: number;
  readonly height: number;
}

/**
 * An uploaded picture made ready for a site page: its format told by its bytes (JPEG, PNG or
 * WebP, whatever the browser declared), turned upright, scaled down to fit
 * {@link SITE_IMAGE_MAX_SIDE} and recompressed as WebP (no metadata kept: no location leaks from
 * a phone's photo). Every refusal comes before anything is stored.
 */
export const sitePicture = async (file: File): Promise<SitePictureFile> => {
  const input = tempPathOf(file) ?? Buffer.from(await file.arrayBuffer());
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" } as const;
  try {
    const { format } = await sharp(input, options).metadata();
    if (format !== "jpeg" && format !== "png" && format !== "webp") throw new Error(`${format}`);
    const { data, info } = await sharp(input, options)
      .rotate()
      .resize(SITE_IMAGE_MAX_SIDE, SITE_IMAGE_MAX_SIDE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { webp: data, width: info.width, height: info.height };
  } catch (error) {
    throw unreadable(error);
  }
};
