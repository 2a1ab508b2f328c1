import { z } from "zod";
import { byteCountSchema, idSchema, instantSchema, linkSchema } from "./common";
import { pagingQueryShape, titleSchema } from "./listing";
import { storableString } from "./storableText";
import { uploadFileNameSchema } from "./tourFiles";

/*
 * The 360° image store of a hosting project (docs/architecture.md#decisions-where-the-product-is-silent): equirectangular panoramas, each with
 * a stable public link to the file and to a page that shows it in a viewer, for iframes on other
 * sites. An image has one name: its file name. The title shown is that name without its
 * extension, and renaming changes the name but keeps the extension, as a file manager does.
 */

/** Longest title a rename accepts (the extension is added back within the file name's 255). */
export const HOSTING_IMAGE_TITLE_MAX_LENGTH = 200;

/** Most panoramas in one upload. */
export const HOSTING_UPLOAD_MAX_FILES = 100;

/**
 * An image of a hosting project. `imageUrl` (the panorama as uploaded) and `embedUrl` (a page
 * showing it full-window, for iframes) carry the image id and never change while it exists;
 * links are root-relative like every file link of the API, to be resolved against its origin.
 * `bytes` is the panorama's size; the thumbnail counts toward the hosting storage too.
 */
export const hostingImageSchema = z.object({
  id: idSchema,
  projectId: idSchema,
  fileName: uploadFileNameSchema,
  title: storableString().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: byteCountSchema,
  imageUrl: linkSchema,
  thumbnailUrl: linkSchema,
  embedUrl: linkSchema,
  createdAt: instantSchema,
});
/** An image of a hosting project. */
export type HostingImage = z.infer<typeof hostingImageSchema>;

/** `{id}` (the project) and `{imageId}`. */
export const hostingImageParamsSchema = z.object({ id: idSchema, imageId: idSchema });

/** Query of `GET /projects/{id}/images`: a page, newest first. */
export const hostingImageListQuerySchema = z.object({ ...pagingQueryShape });

/**
 * Multipart body of `POST /projects/{id}/images`: equirectangular JPEG, PNG or WebP panoramas
 * in the field `files`. Types are read from the bytes, never from the declared type, and each
 * file is accepted or refused on its own.
 */
export const hostingImageUploadSchema = z.object({
  files: z.array(z.file()).min(1).max(HOSTING_UPLOAD_MAX_FILES),
});

/** A file of an upload that was not stored: its name, the catalogue code and why. */
export const hostingUploadRefusalSchema = z.object({
  fileName: uploadFileNameSchema,
  code: z.number().int(),
  message: storableString(),
});
/** A refused file of an upload. */
export type HostingUploadRefusal = z.infer<typeof hostingUploadRefusalSchema>;

/**
 * Answer of the upload when at least one file was stored: the stored images in upload order,
 * and the files refused, each named. (When none is stored the call fails with the first
 * refusal's code, every refusal listed in the error's `details.refused`.)
 */
export const hostingUploadResultSchema = z.object({
  stored: z.array(hostingImageSchema),
  refused: z.array(hostingUploadRefusalSchema),
});
/** Answer of the upload. */
export type HostingUploadResult = z.infer<typeof hostingUploadResultSchema>;

/** Body of `PATCH /projects/{id}/images/{imageId}`: the new title. */
export const hostingImageUpdateSchema = z.object({
  title: titleSchema(HOSTING_IMAGE_TITLE_MAX_LENGTH),
});
/** Body of the rename. */
export type HostingImageUpdate = z.infer<typeof hostingImageUpdateSchema>;

// Only the panorama formats' own extensions: a dot elsewhere ("Hall v1.5") is part of the title.
const EXTENSION = /\.(jpe?g|png|webp)$/i;

/**
 * The title of an image: its file name without a `.jpg`, `.jpeg`, `.png` or `.webp` extension
 * (`Lobby.JPG` → `Lobby`). A name that is nothing but an extension (`.jpg`) is its own title.
 */
export const hostingImageTitle = (fileName: string): string => {
  const title = fileName.replace(EXTENSION, "").trim();
  return title === "" ? fileName : title;
};

/**
 * The file name after a rename to `title`: the title (trimmed) with the old name's extension
 * (`Lobby.jpg` renamed `Main hall` → `Main hall.jpg`).
 */
export const renamedFileName = (fileName: string, title: string): string =>
  `${title.trim()}${EXTENSION.exec(fileName)?.[0] ?? ""}`;

const FILE_NAME_MAX_LENGTH = 255;

/**
 * The name an uploaded file is known by, from what the browser sent: the last segment of any
 * path (`C:\fakepath\Lobby.jpg` → `Lobby.jpg`), trimmed, at most 255 characters (the extension
 * kept), and `panorama` when nothing is left. It is only ever shown, never used as a path.
 */
export const uploadedFileName = (sent: string): string => {
  const name = (sent.split(/[\\/]/).pop() ?? "").trim();
  if (name === "") return "panorama";
  if (name.length <= FILE_NAME_MAX_LENGTH) return name;
  const extension = EXTENSION.exec(name)?.[0] ?? "";
  return `${name.slice(0, FILE_NAME_MAX_LENGTH - extension.length)}${extension}`;
};
