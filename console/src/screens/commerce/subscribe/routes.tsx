import type { RouteObject } from "react-router";

/** `/mypage/subscribe` as a route-level chunk: payment code never reaches the landing page. */
export const subscribeScreen: Pick<RouteObject, "lazy"> = {
  lazy: async () => ({ Component: (await import("./SubscribeScreen")).SubscribeScreen }),
};
