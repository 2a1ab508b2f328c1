import { emptyDataSchema } from "../entities/common";
import { pageViewSchema } from "../entities/pageView";
import { defineRoute } from "../route";

/** The console's own statistics: page views sent after each navigation (docs/product/screens.md). */
export const analyticsRoutes = {
  recordPageView: defineRoute({
    service: "apiV3",
    method: "POST",
    path: "/analytics/page-views",
    auth: "optional",
    summary: "Count one console page view (signed-in or anonymous)",
    body: pageViewSchema,
    response: emptyDataSchema,
    envelope: "data",
  }),
} as const;
