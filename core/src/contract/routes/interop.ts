import {
  pannellumExportSchema,
  publishedVersionParamsSchema,
  staticSiteArchiveSchema,
  tourImportResultSchema,
  tourImportUploadSchema,
} from "../entities/interop";
import { defineRoute } from "../route";
import { idParamsSchema } from "./params";

/**
 * Tours in and out of Orbis (docs/architecture.md#panoramas), house calls of docs/product/calls.md: importing a Pannellum or Marzipano
 * tour ZIP, and downloading a tour as Pannellum JSON or a published version as a static site.
 * The two downloads answer files (`raw`), not envelopes, so a browser link saves them as is.
 */
export const interopRoutes = {
  importTour: defineRoute({
    service: "apiV2",
    method: "POST",
    path: "/projects/{id}/import",
    auth: "required",
    summary: "Import a Pannellum or Marzipano tour ZIP as a new tour of the project",
    params: idParamsSchema,
    body: tourImportUploadSchema,
    bodyKind: "multipart",
    response: tourImportResultSchema,
    envelope: "data",
  }),
  exportTourPannellum: defineRoute({
    service: "apiV1",
    method: "GET",
    path: "/tours/{id}/export/pannellum",
    auth: "required",
    summary: "Download a tour as a Pannellum tour JSON with absolute tile URLs",
    params: idParamsSchema,
    response: pannellumExportSchema,
    envelope: "raw",
  }),
  downloadPublishedSite: defineRoute({
    service: "apiV1",
    method: "GET",
    path: "/tours/{id}/publish/{version}/site.zip",
    auth: "required",
    summary: "Download a published version as a static site ZIP that runs on any file host",
    params: publishedVersionParamsSchema,
    response: staticSiteArchiveSchema,
    envelope: "raw",
  }),
} as const;
