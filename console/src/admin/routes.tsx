import type { RouteObject } from "react-router";

/**
 * `/admin/*`: the react-admin console, a chunk of its own (with MUI and react-admin), so none of
 * it reaches the landing page or the creator's screens. Private: the guard sends a visitor
 * without a session to the login, and back here after.
 */
export const adminRoute: RouteObject = {
  path: "admin/*",
  handle: { access: "private" },
  lazy: async () => ({ Component: (await import("./AdminScreen")).AdminScreen }),
};
