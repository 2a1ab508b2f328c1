import { z } from "zod";
import { layerStatusSchema } from "../entities/scene";
import {
  fileCheckQuerySchema,
  fileCheckSchema,
  tourFilesQuerySchema,
  tourFilesUploadSchema,
  tourThumbnailSchema,
  tourThumbnailUploadSchema,
  uploadedFileSchema,
} from "../entities/tourFiles";
import { defineRoute } from "../route";
import { idParamsSchema } from "./params";

/** The tour file calls of the main API v1: uploads, tiling status, thumbnail. */
export const tourFileRoutes = {
  uploadTourFiles: defineRoute({
    service: "apiV1",
    method: "POST",
    path: "/tours/{id}/files",
    auth: "required",
    summary: "Upload panoramas (each becomes a scene, tiled in the background) and model files",
    params: idParamsSchema,
    query: tourFilesQuerySchema,
    body: tourFilesUploadSchema,
    bodyKind: "multipart",
    response: z.array(uploadedFileSchema),
    envelope: "data",
  }),
  getLayersStatus: defineRoute({
    service: "apiV1",
    method: "GET",
    path: "/tours/{id}/layers/status",
    auth: "required",
    summary: "Report the tiling state and progress of each scene",
    params: idParamsSchema,
    response: z.array(layerStatusSchema),
    envelope: "data",
  }),
  checkLayerFiles: defineRoute({
    service: "apiV1",
    method: "GET",
    path: "/tours/{id}/layers/check-file",
    auth: "required",
    summary: "Tell which file names already belong to a scene, before an upload",
    params: idParamsSchema,
    query: fileCheckQuerySchema,
    response: z.array(fileCheckSchema),
    envelope: "data",
  }),
  uploadTourThumbnail: defineRoute({
    service: "apiV1",
    method: "POST",
    path: "/tours/{id}/thumbnail",
    auth: "required",
    summary: "Replace a tour's thumbnail image",
    params: idParamsSchema,
    body: tourThumbnailUploadSchema,
    bodyKind: "multipart",
    response: tourThumbnailSchema,
    envelope: "data",
  }),
};
