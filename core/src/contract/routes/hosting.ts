import { emptyDataSchema } from "../entities/common";
import {
  hostingImageListQuerySchema,
  hostingImageParamsSchema,
  hostingImageSchema,
  hostingImageUpdateSchema,
  hostingImageUploadSchema,
  hostingUploadResultSchema,
} from "../entities/hostingImage";
import { pageSchema } from "../entities/listing";
import { defineRoute } from "../route";
import { idParamsSchema } from "./params";

/**
 * The image calls of hosting projects (main API v2, house calls of docs/product/calls.md: the product names the screens
 * but no call): list, upload, read, rename and delete the 360° images of a project's store.
 */
export const hostingRoutes = {
  listHostingImages: defineRoute({
    service: "apiV2",
    method: "GET",
    path: "/projects/{id}/images",
    auth: "required",
    summary: "List a page of a hosting project's images, newest first",
    params: idParamsSchema,
    query: hostingImageListQuerySchema,
    response: pageSchema(hostingImageSchema),
    envelope: "data",
  }),
  uploadHostingImages: defineRoute({
    service: "apiV2",
    method: "POST",
    path: "/projects/{id}/images",
    auth: "required",
    summary:
      "Upload equirectangular panoramas to a hosting project, each stored or refused on its own",
    params: idParamsSchema,
    body: hostingImageUploadSchema,
    bodyKind: "multipart",
    response: hostingUploadResultSchema,
    envelope: "data",
  }),
  getHostingImage: defineRoute({
    service: "apiV2",
    method: "GET",
    path: "/projects/{id}/images/{imageId}",
    auth: "required",
    summary: "Get one image of a hosting project with its links",
    params: hostingImageParamsSchema,
    response: hostingImageSchema,
    envelope: "data",
  }),
  updateHostingImage: defineRoute({
    service: "apiV2",
    method: "PATCH",
    path: "/projects/{id}/images/{imageId}",
    auth: "required",
    summary: "Rename an image of a hosting project (its links do not change)",
    params: hostingImageParamsSchema,
    body: hostingImageUpdateSchema,
    bodyKind: "json",
    response: hostingImageSchema,
    envelope: "data",
  }),
  deleteHostingImage: defineRoute({
    service: "apiV2",
    method: "DELETE",
    path: "/projects/{id}/images/{imageId}",
    auth: "required",
    summary: "Delete an image, giving its bytes back to the hosting storage",
    params: hostingImageParamsSchema,
    response: emptyDataSchema,
    envelope: "data",
  }),
};
