import { z } from "zod";
import {
  ogImageSchema,
  ogImageUploadSchema,
  siteSchema,
  siteSlugBodySchema,
} from "../entities/sites";
import { defineRoute } from "../route";
import { idParamsSchema } from "./params";

/**
 * The sites of the caller's published tours (docs/architecture.md#sites): the `/sites` list, one
 * site's facts, its public name, and its Open Graph picture. `{id}` is the tour id (a space). The
 * title, description and head settings themselves are saved with `updateTour`.
 */
export const sitesRoutes = {
  listSites: defineRoute({
    service: "apiV3",
    method: "GET",
    path: "/sites",
    auth: "required",
    summary: "The caller's sites: published tours they own or coworke on, newest first",
    response: z.array(siteSchema),
    envelope: "data",
  }),
  getSite: defineRoute({
    service: "apiV3",
    method: "GET",
    path: "/site/{id}",
    auth: "required",
    summary: "One site: its address, served version, visits and which head settings are on",
    params: idParamsSchema,
    response: siteSchema,
    envelope: "data",
  }),
  changeSiteSlug: defineRoute({
    service: "apiV3",
    method: "PUT",
    path: "/site/{id}/slug",
    auth: "required",
    summary: "Move a site to another public name at once (409 when another tour holds it)",
    params: idParamsSchema,
    body: siteSlugBodySchema,
    bodyKind: "json",
    response: siteSchema,
    envelope: "data",
  }),
  uploadSiteOgImage: defineRoute({
    service: "apiV3",
    method: "POST",
    path: "/site/{id}/og-image",
    auth: "required",
    summary: "Set a site's Open Graph picture (resized to 1200×630; needs the plan's OG, 70005)",
    params: idParamsSchema,
    body: ogImageUploadSchema,
    bodyKind: "multipart",
    response: ogImageSchema,
    envelope: "data",
  }),
};
