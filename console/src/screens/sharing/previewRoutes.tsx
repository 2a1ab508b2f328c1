import type { RouteObject } from "react-router";

/* The shared space preview as a route-level chunk: the landing bundle carries none of it. */

/** `/shared/:id/preview`: a shared tour with its comments. */
export const sharedSpacePreview: Pick<RouteObject, "lazy"> = {
  lazy: async () => ({ Component: (await import("./SharedSpacePreview")).SharedSpacePreview }),
};
