import type { RouteObject } from "react-router";

/*
 * The plan-change screens as route-level chunks: payment code loads only when one is visited,
 * never with the landing page (its JS budget, `npm run bench console`).
 */

/** `/payment`: monthly plans. */
export const planChangeMonthly: Pick<RouteObject, "lazy"> = {
  lazy: async () => {
    const { PlanChangeScreen } = await import("./PlanChangeScreen");
    return { Component: () => <PlanChangeScreen key="MONTH" period="MONTH" /> };
  },
};

/** `/payment/yearly`: yearly plans. */
export const planChangeYearly: Pick<RouteObject, "lazy"> = {
  lazy: async () => {
    const { PlanChangeScreen } = await import("./PlanChangeScreen");
    return { Component: () => <PlanChangeScreen key="YEAR" period="YEAR" /> };
  },
};
