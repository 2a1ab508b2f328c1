import {
  siteImageSchema,
  siteImageUploadSchema,
  sitePageSchema,
  sitePageStateSchema,
  tourFeatureSchema,
} from "../entities/sitePage";
import { defineRoute } from "../route";
import { idParamsSchema } from "./params";

/**
 * The site editor's calls (`/site/editor/:spaceId`, the space id being the tour id): the public
 * page around a published tour, and the tour's place in this server's landing showcase.
 */
export const sitePageRoutes = {
  getSitePage: defineRoute({
    service: "apiV3",
    method: "GET",
    path: "/tour/{id}/site-page",
    auth: "required",
    summary: "A tour's site page (the default one until saved), its address and showcase state",
    params: idParamsSchema,
    response: sitePageStateSchema,
    envelope: "data",
  }),
  saveSitePage: defineRoute({
    service: "apiV3",
    method: "PUT",
    path: "/tour/{id}/site-page",
    auth: "required",
    summary: "Save a tour's site page: cover and blocks, exactly one of them the tour",
    params: idParamsSchema,
    body: sitePageSchema,
    bodyKind: "json",
    response: sitePageStateSchema,
    envelope: "data",
  }),
  uploadSitePageImage: defineRoute({
    service: "apiV3",
    method: "POST",
    path: "/tour/{id}/site-page/images",
    auth: "required",
    summary: "Upload a picture for a tour's site page (JPEG, PNG or WebP; stored as WebP)",
    params: idParamsSchema,
    body: siteImageUploadSchema,
    bodyKind: "multipart",
    response: siteImageSchema,
    envelope: "data",
  }),
  setTourFeatured: defineRoute({
    service: "apiV3",
    method: "PUT",
    path: "/tour/{id}/featured",
    auth: "required",
    summary: "Feature a published tour on this server's landing page, or stop (the owner only)",
    params: idParamsSchema,
    body: tourFeatureSchema,
    bodyKind: "json",
    response: tourFeatureSchema,
    envelope: "data",
  }),
} as const;
