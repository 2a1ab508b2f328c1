import type { RouteObject } from "react-router";

/*
 * The plan-change screens as route-level chunks: payment code loads only when one is visited,
 * never with the landing page (its JS budget, `npm run bench console`).
 */

/** `/payment`: monthly plans. */
export const planChangeMonthly: Pick<RouteObject, "lazy"> = {
  lazy: async () => ({ Component: (await import("./PlanChangeScreen")).MonthlyPlanChange }),
};

/** `/payment/yearly`: yearly plans. */
export const planChangeYearly: Pick<RouteObject, "lazy"> = {
  lazy: async () => ({ Component: (await import("./PlanChangeScreen")).YearlyPlanChange }),
};
