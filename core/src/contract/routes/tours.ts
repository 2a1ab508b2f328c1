import { z } from "zod";
import { emptyDataSchema } from "../entities/common";
import { publishRequestSchema, publishVersionSchema } from "../entities/publish";
import { tourDumpSchema, tourSchema, tourUpdateSchema } from "../entities/tour";
import { defineRoute } from "../route";
import { modelRoutes } from "./models";
import { idParamsSchema } from "./params";
import { publishingRoutes } from "./publishing";
import { tourFileRoutes } from "./tourFiles";
import { tourPartRoutes } from "./tourParts";

/** The tour document calls of the main API v1 (docs/product/calls.md): read, save, delete, publish. */
export const tourDocumentRoutes = {
  getTour: defineRoute({
    service: "apiV1",
    method: "GET",
    path: "/tours/{id}",
    auth: "required",
    summary: "Get a tour with its scenes, markers, geometries, models and publish history",
    params: idParamsSchema,
    response: tourSchema,
    envelope: "data",
  }),
  updateTour: defineRoute({
    service: "apiV1",
    method: "PUT",
    path: "/tours/{id}",
    auth: "required",
    summary: "Update a tour's title, description or settings",
    params: idParamsSchema,
    body: tourUpdateSchema,
    bodyKind: "json",
    response: tourSchema,
    envelope: "data",
  }),
  deleteTour: defineRoute({
    service: "apiV1",
    method: "DELETE",
    path: "/tours/{id}",
    auth: "required",
    summary: "Delete a tour with its files and published versions",
    params: idParamsSchema,
    response: emptyDataSchema,
    envelope: "data",
  }),
  dumpTour: defineRoute({
    service: "apiV1",
    method: "PUT",
    path: "/tours/{id}/dump",
    auth: "required",
    summary: "Save the editor's whole scene document (scenes, markers, initial view) at once",
    params: idParamsSchema,
    body: tourDumpSchema,
    bodyKind: "json",
    response: tourSchema,
    envelope: "data",
  }),
  publishTour: defineRoute({
    service: "apiV1",
    method: "PUT",
    path: "/tours/{id}/publish",
    auth: "required",
    summary: "Publish a tour as a new immutable version at its slug",
    params: idParamsSchema,
    body: publishRequestSchema,
    bodyKind: "json",
    response: publishVersionSchema,
    envelope: "data",
  }),
  getPublishHistory: defineRoute({
    service: "apiV1",
    method: "GET",
    path: "/tours/{id}/publish",
    auth: "required",
    summary: "List a tour's published versions, newest first",
    params: idParamsSchema,
    response: z.array(publishVersionSchema),
    envelope: "data",
  }),
  // Unpublish and statistics (house calls of docs/product/calls.md).
  ...publishingRoutes,
};

/** Every tour call: documents and files (v1), parts and voice (v2), models and permission (v3). */
export const tourRoutes = {
  ...tourDocumentRoutes,
  ...tourFileRoutes,
  ...tourPartRoutes,
  ...modelRoutes,
};
