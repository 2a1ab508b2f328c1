import { type HostingImage, hostingImageTitle } from "@orbis/core/contract";
import { iso } from "../projects";
import type { PanoramaFormat } from "../tours";
import type { HostingImageRow } from "./imageRepository";

/*
 * Where an image lives and how it is linked. Every key holds the project and image ids, so a
 * link names one image for as long as it exists and can never be taken over by another upload.
 */

/** The stored files of an image: the panorama as uploaded and its 480×240 thumbnail. */
export const imageKeys = (projectId: string, imageId: string, format: PanoramaFormat) => ({
  file: `hosting/${projectId}/${imageId}/panorama.${EXTENSIONS[format]}`,
  thumbnail: `hosting/${projectId}/${imageId}/thumbnail.jpg`,
});

const EXTENSIONS: Readonly<Record<PanoramaFormat, string>> = {
  jpeg: "jpg",
  png: "png",
  webp: "webp",
};

/** The content type a panorama is stored and served with, from its sniffed format. */
export const CONTENT_TYPES: Readonly<Record<PanoramaFormat, string>> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};

/** The page that shows an image in a viewer, for iframes (`GET /i/{imageId}`). */
export const embedPath = (imageId: string): string => `/i/${encodeURIComponent(imageId)}`;

/** An image as the contract shows it. */
export const imageView = (row: HostingImageRow): HostingImage => ({
  id: row.id,
  projectId: row.project_id,
  fileName: row.file_name,
  title: hostingImageTitle(row.file_name),
  width: row.width,
  height: row.height,
  bytes: Number(row.bytes),
  imageUrl: `/cdn/${row.file_key}`,
  thumbnailUrl: `/cdn/${row.thumbnail_key}`,
  embedUrl: embedPath(row.id),
  createdAt: iso(row.created_at),
});
