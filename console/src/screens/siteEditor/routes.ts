import type { RouteObject } from "react-router";

/** `/site/editor/:spaceId` as a route-level chunk: only the editor's visitors load it. */
export const siteEditorScreen: Pick<RouteObject, "lazy"> = {
  lazy: async () => ({ Component: (await import("./SiteEditorScreen")).SiteEditorScreen }),
};
