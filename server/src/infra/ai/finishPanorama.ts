import { AppError, ErrorCode } from "@orbis/core/errors";
import { blendSeam, poleRows, type RawImage, seamBand, smoothPoles } from "@orbis/core/panorama";
import sharp, { type OutputInfo } from "sharp";

/** RGB pixels made panorama-safe (seam and poles) and encoded as the JPEG a scene is made from. */
export const encodePanorama = async (image: RawImage): Promise<Buffer> => {
  const safe = smoothPoles(blendSeam(image, seamBand(image.width)), poleRows(image.height));
  return sharp(safe.data, {
    raw: { width: safe.width, height: safe.height, channels: safe.channels as 3 | 4 },
  })
    .jpeg({ quality: 90, mozjpeg: false })
    .toBuffer();
};

/**
 * Any picture an image model answered, made a panorama: stretched or squeezed to exactly
 * `width` × `width / 2` (models paint other shapes, and an equirectangular image must be 2:1),
 * then made safe as {@link encodePanorama} does. An answer that is not an image is refused.
 */
export const finishPanorama = async (answer: Uint8Array, width: number): Promise<Buffer> => {
  const height = Math.round(width / 2);
  let raw: { data: Buffer; info: OutputInfo };
  try {
    raw = await sharp(answer, { failOn: "error" })
      .rotate()
      .removeAlpha()
      .toColourspace("srgb")
      .resize(width, height, { fit: "fill", kernel: "lanczos3" })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError(ErrorCode.unsupportedMedia, {
      message: "The image model's answer is not an image Orbis can read",
    });
  }
  return encodePanorama({
    data: raw.data,
    width: raw.info.width,
    height: raw.info.height,
    channels: raw.info.channels,
  });
};
