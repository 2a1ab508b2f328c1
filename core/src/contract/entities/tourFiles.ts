import { z } from "zod";
import { byteCountSchema, idSchema, linkSchema } from "./common";
import { queryBooleanSchema, queryListSchema } from "./listing";
import { storedFilePathSchema } from "./model";
import { storableString } from "./storableText";

/** A file name as the browser sends it; the server never uses it as a path. */
export const uploadFileNameSchema = storableString().min(1).max(255);

/**
 * Multipart body of `POST /tours/{id}/files`: panoramas (JPEG, PNG, WebP; each becomes a scene)
 * and glTF/GLB models (stored for verification and placement). Types are checked by magic bytes.
 */
export const tourFilesUploadSchema = z.object({ files: z.array(z.file()).min(1).max(100) });

/** Query of the upload: `overwrite` replaces the image of a scene with the same file name. */
export const tourFilesQuerySchema = z.object({ overwrite: queryBooleanSchema.default(false) });

/** One stored file of an upload; a panorama's `sceneId` is the scene it made or replaced. */
export const uploadedFileSchema = z.object({
  fileName: uploadFileNameSchema,
  kind: z.enum(["panorama", "model"]),
  path: storedFilePathSchema,
  bytes: byteCountSchema,
  sceneId: idSchema.nullable(),
});
/** A stored file of an upload. */
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** Query of `GET /tours/{id}/layers/check-file`: the names about to be uploaded. */
export const fileCheckQuerySchema = z.object({
  fileNames: queryListSchema(uploadFileNameSchema, 100),
});

/** One line of the check: whether a scene already has that file name, and which. */
export const fileCheckSchema = z.object({
  fileName: uploadFileNameSchema,
  exists: z.boolean(),
  sceneId: idSchema.nullable(),
});

/** Multipart body of `POST /tours/{id}/thumbnail`: one image in the field `file`. */
export const tourThumbnailUploadSchema = z.object({
  file: z
    .file()
    .mime(["image/jpeg", "image/png", "image/webp"])
    .max(10 * 1024 * 1024),
});

/** Answer of the thumbnail upload. */
export const tourThumbnailSchema = z.object({ thumbnailUrl: linkSchema });
