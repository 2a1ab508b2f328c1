import type { RouteObject } from "react-router";

/*
 * The statistics screen as a route-level chunk: neither the landing's bundle nor the app
 * layout's carries it, its store or uPlot, the chart library only this screen uses.
 */

/** `/statistics` ("통계"), reached from the side menu. */
export const statisticsScreen: Pick<RouteObject, "lazy"> = {
  lazy: async () => ({ Component: (await import("./StatisticsScreen")).StatisticsScreen }),
};
