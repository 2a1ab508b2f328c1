import type { RouteObject } from "react-router";

/*
 * The usage screen as a route-level chunk: neither the landing's bundle nor the app layout's
 * carries it, its store or its commerce texts.
 */

/** `/mypage/usage` ("사용량 관리"): what the account uses against its plan's limits. */
export const usageScreen: Pick<RouteObject, "lazy"> = {
  lazy: async () => ({ Component: (await import("./UsageScreen")).UsageScreen }),
};
