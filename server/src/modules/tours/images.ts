import { randomBytes } from "node:crypto";
import { AppError, ErrorCode } from "@orbis/core/errors";
import sharp from "sharp";
import { tempPathOf } from "../../http/multipart";

/** Refused before decoding: no decompression bomb gets to allocate. */
const MAX_INPUT_PIXELS = 50_000_000;

const input = async (file: File) => tempPathOf(file) ?? Buffer.from(await file.arrayBuffer());

const refuse = (field: string, cause: unknown) =>
  new AppError(ErrorCode.unsupportedMedia, {
    message: `${field}: the file is not a readable JPEG, PNG or WebP image`,
    cause,
  });

/** A random file name part, so a replaced image never hits a stale cache. */
export const randomName = (): string => randomBytes(8).toString("hex");

/** Checks an uploaded image by decoding it whatever its declared type says; answers its format. */
export const checkImage = async (
  file: File,
  field: string,
): Promise<{ format: "jpeg" | "png" | "webp"; width: number; height: number }> => {
  try {
    const image = sharp(await input(file), { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
    const { format, width, height } = await image.metadata();
    if (format !== "jpeg" && format !== "png" && format !== "webp")
      throw new Error(`format ${format}`);
    // A full decode to a throwaway size catches truncated files the header alone hides.
    await image.resize(16, 16, { fit: "inside" }).raw().toBuffer();
    return { format, width: width ?? 0, height: height ?? 0 };
  } catch (error) {
    throw refuse(field, error);
  }
};

/** A tour's card thumbnail: 640×360 (16:9, as cards show it), centre-cropped, WebP. */
export const tourThumbnail = async (file: File): Promise<Buffer> => {
  try {
    return await sharp(await input(file), { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize(640, 360, { fit: "cover" })
      .webp({ quality: 85 })
      .toBuffer();
  } catch (error) {
    throw refuse("body.file", error);
  }
};
