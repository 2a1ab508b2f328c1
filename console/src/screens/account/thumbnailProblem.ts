import { THUMBNAIL_MAX_BYTES, thumbnailUploadSchema } from "@orbis/core/contract";

/** What is wrong with a chosen picture, by name. */
export type ThumbnailProblem = "wrongType" | "tooLarge";

/** The image types the thumbnail upload takes (core's schema; the server checks the bytes). */
export const THUMBNAIL_TYPES = "image/jpeg,image/png,image/webp";

/**
 * Why core's upload schema refuses `file`, said before sending: a 20 MB photo should not travel
 * only to be refused. Null when it may be sent.
 */
export const thumbnailProblem = (file: File): ThumbnailProblem | null => {
  if (thumbnailUploadSchema.safeParse({ file }).success) return null;
  return file.size > THUMBNAIL_MAX_BYTES && THUMBNAIL_TYPES.split(",").includes(file.type)
    ? "tooLarge"
    : "wrongType";
};
