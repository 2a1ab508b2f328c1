import { emptyDataSchema } from "../entities/common";
import { statisticsQuerySchema, tourStatisticsSchema } from "../entities/publishing";
import { defineRoute } from "../route";
import { idParamsSchema } from "./params";

/**
 * The house's publishing calls (docs/product/calls.md,
 * docs/architecture.md#decisions-where-the-product-is-silent): taking a tour offline, and the view
 * statistics of its public page (the `/statistics` screen of docs/product/screens.md, gated by 70007).
 */
export const publishingRoutes = {
  unpublishTour: defineRoute({
    service: "apiV1",
    method: "DELETE",
    path: "/tours/{id}/publish",
    auth: "required",
    summary: "Take a tour offline: its slug stops serving; the versions stay in the history",
    params: idParamsSchema,
    response: emptyDataSchema,
    envelope: "data",
  }),
  getTourStatistics: defineRoute({
    service: "apiV3",
    method: "GET",
    path: "/tour/{id}/statistics",
    auth: "required",
    summary: "Daily page views of a published tour between two days (UTC), with the total",
    params: idParamsSchema,
    query: statisticsQuerySchema,
    response: tourStatisticsSchema,
    envelope: "data",
  }),
};
