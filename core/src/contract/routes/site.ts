import { embedListSchema, languageParamsSchema, siteMetadataSchema } from "../entities/metadata";
import { planCatalogueSchema } from "../entities/planCatalogue";
import { defineRoute } from "../route";

/** Static files read by the console: site metadata at the root and the CDN's embed lists. */
export const siteRoutes = {
  getSiteMetadata: defineRoute({
    service: "site",
    method: "GET",
    path: "/metadata.json",
    auth: "none",
    summary: "Head metadata per route path and language (read once, cached)",
    response: siteMetadataSchema,
    envelope: "raw",
  }),
  getEmbedList: defineRoute({
    service: "cdn",
    method: "GET",
    path: "/embed/{lang}.json",
    auth: "none",
    summary: "The showcase tours of the landing page, in one language",
    params: languageParamsSchema,
    response: embedListSchema,
    envelope: "raw",
  }),
  getPlanCatalogue: defineRoute({
    service: "apiV3",
    method: "GET",
    path: "/plans",
    auth: "none",
    summary: "Every plan with its limits and prices, in the pricing page's order",
    response: planCatalogueSchema,
    envelope: "data",
  }),
} as const;
