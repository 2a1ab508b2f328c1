import { emptyDataSchema } from "../entities/common";
import {
  accountStatisticsSchema,
  statisticsQuerySchema,
  tourStatisticsSchema,
} from "../entities/publishing";
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
    summary:
      "Visits, unique visitors, devices, languages, referrers and scenes of a tour (UTC days)",
    params: idParamsSchema,
    query: statisticsQuerySchema,
    response: tourStatisticsSchema,
    envelope: "data",
  }),
  getAccountStatistics: defineRoute({
    service: "apiV3",
    method: "GET",
    path: "/statistics",
    auth: "required",
    summary: "The same figures for every tour of the caller's own projects together, per tour too",
    query: statisticsQuerySchema,
    response: accountStatisticsSchema,
    envelope: "data",
  }),
};
