import { emptyDataSchema } from "../entities/common";
import { statisticsQuerySchema, tourStatisticsSchema } from "../entities/publishing";
import { defineRoute } from "../route";
import { idParamsSchema } from "./params";

/**
 * Publishing calls beyond spec §7 (DESIGN.md §3): taking a tour offline, and the view
 * statistics of its public page (the spec's `/statistics` screen, gated by 70007).
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
