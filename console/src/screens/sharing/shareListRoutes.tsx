import type { RouteObject } from "react-router";

/* The space tab and the shared list as route-level chunks: the landing bundle carries neither. */

/** `/project/:id/space`: the owner's share codes and which of them see each tour. */
export const spaceTab: Pick<RouteObject, "lazy"> = {
  lazy: async () => ({ Component: (await import("./SpaceTab")).SpaceTab }),
};

/** `/shared`: the spaces shared with the user, and joining with a code. */
export const sharedSpacesScreen: Pick<RouteObject, "lazy"> = {
  lazy: async () => ({ Component: (await import("./SharedSpacesScreen")).SharedSpacesScreen }),
};
