import { z } from "zod";
import {
  aiImageCreateSchema,
  aiImageDeleteSchema,
  aiImageIdsQuerySchema,
  aiImageListQuerySchema,
  aiImageSchema,
  aiImageStyleSchema,
  aiImageUsageSchema,
  aiSceneCreateSchema,
} from "../entities/aiImage";
import { emptyDataSchema } from "../entities/common";
import { pageSchema } from "../entities/listing";
import { sceneSchema } from "../entities/scene";
import { defineRoute } from "../route";
import { tourIdParamsSchema } from "./params";

/** The AI image calls of the main API v3 (docs/product/calls.md). */
export const aiImageRoutes = {
  listAiImageStyles: defineRoute({
    service: "apiV3",
    method: "GET",
    path: "/edu/ai-image/style/list",
    auth: "required",
    summary: "List the styles the image generator paints in",
    response: z.array(aiImageStyleSchema),
    envelope: "data",
  }),
  getAiImageUsage: defineRoute({
    service: "apiV3",
    method: "GET",
    path: "/edu/ai-image/usage",
    auth: "required",
    summary: "Report the caller's AI image credits",
    response: aiImageUsageSchema,
    envelope: "data",
  }),
  listAiImages: defineRoute({
    service: "apiV3",
    method: "GET",
    path: "/edu/ai-image/list",
    auth: "required",
    summary: "List a page of the caller's AI images",
    query: aiImageListQuerySchema,
    response: pageSchema(aiImageSchema),
    envelope: "data",
  }),
  listWorkingAiImages: defineRoute({
    service: "apiV3",
    method: "GET",
    path: "/edu/ai-image/working/list",
    auth: "required",
    summary: "List the AI images still being generated",
    response: aiImageSchema,
    envelope: "list",
  }),
  listAiImagesByIds: defineRoute({
    service: "apiV3",
    method: "GET",
    path: "/edu/ai-image/list/ids",
    auth: "required",
    summary: "Of the given AI images, list those that are complete",
    query: aiImageIdsQuerySchema,
    response: aiImageSchema,
    envelope: "list",
  }),
  createAiImage: defineRoute({
    service: "apiV3",
    method: "POST",
    path: "/edu/ai-image",
    auth: "required",
    summary: "Start generating panoramas from a prompt; answers the new images, pending",
    body: aiImageCreateSchema,
    bodyKind: "json",
    response: aiImageSchema,
    envelope: "list",
  }),
  deleteAiImages: defineRoute({
    service: "apiV3",
    method: "DELETE",
    path: "/edu/ai-image",
    auth: "required",
    summary: "Delete AI images",
    body: aiImageDeleteSchema,
    bodyKind: "json",
    response: emptyDataSchema,
    envelope: "data",
  }),
  createSceneFromAiImage: defineRoute({
    service: "apiV3",
    method: "POST",
    path: "/edu/tour/{tourId}/scenes/ai-image",
    auth: "required",
    summary: "Add a complete AI image to a tour as a new scene",
    params: tourIdParamsSchema,
    body: aiSceneCreateSchema,
    bodyKind: "json",
    response: sceneSchema,
    envelope: "data",
  }),
};
