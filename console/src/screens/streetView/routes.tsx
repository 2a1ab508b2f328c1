import type { RouteObject } from "react-router";

/** `/mypage/streetview`: the Street View account, as a route-level chunk. */
export const streetViewScreen: Pick<RouteObject, "lazy"> = {
  lazy: async () => ({ Component: (await import("./StreetViewScreen")).StreetViewScreen }),
};
