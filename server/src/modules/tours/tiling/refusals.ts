import { AppError, ErrorCode } from "@orbis/core/errors";
import { MAX_PANORAMA, MIN_PANORAMA, type PanoramaSizeProblem } from "@orbis/core/panorama";

/*
 * The words a creator reads when a panorama is refused: the file is named (its upload name,
 * never a server path) with what is wrong and what would be accepted.
 */

/** The panorama is not a JPEG, PNG or WebP file (415). */
export const notAnImage = (name: string): AppError =>
  new AppError(ErrorCode.unsupportedMedia, { message: `${name} is not a JPEG, PNG or WebP image` });

/** The file could not be decoded to the end (400). */
export const damaged = (name: string, cause: unknown): AppError =>
  new AppError(ErrorCode.badRequest, {
    message: `${name}: the image is damaged or incomplete`,
    cause,
  });

/** The dimensions are refused (400 for the shape or too small, 413 for too large). */
export const badSize = (
  name: string,
  width: number,
  height: number,
  problem: PanoramaSizeProblem,
): AppError => {
  const size = `${width}×${height}`;
  switch (problem) {
    case "notEquirectangular":
      return new AppError(ErrorCode.badRequest, {
        message: `${name} is ${size}: a 360° panorama must be equirectangular, twice as wide as high (2:1)`,
      });
    case "tooSmall":
      return new AppError(ErrorCode.badRequest, {
        message: `${name} is ${size}: a panorama must be at least ${MIN_PANORAMA.width}×${MIN_PANORAMA.height}`,
      });
    case "tooLarge":
      return new AppError(ErrorCode.payloadTooLarge, {
        message: `${name} is ${size}: a panorama can be at most ${MAX_PANORAMA.width}×${MAX_PANORAMA.height}`,
      });
  }
};
