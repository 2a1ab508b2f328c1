import type { RouteObject } from "react-router";

/* The sites screens as route-level chunks: neither the landing nor the app layout carries them. */

/** `/sites`: the user's sites. */
export const sitesScreen: Pick<RouteObject, "lazy"> = {
  lazy: async () => ({ Component: (await import("./SitesScreen")).SitesScreen }),
};

/** `/site/:id`: a site's frame (its heading and tabs) around the tab's page. */
export const siteFrame: Pick<RouteObject, "lazy"> = {
  lazy: async () => ({ Component: (await import("./SiteFrame")).SiteFrame }),
};

/** `/site/:id/info`: address, version and history, visits, the embed snippet. */
export const siteInfoTab: Pick<RouteObject, "lazy"> = {
  lazy: async () => ({ Component: (await import("./SiteInfoTab")).SiteInfoTab }),
};

/** `/site/:id/setting`: slug, title, description, SEO, OG and GA. */
export const siteSettingsTab: Pick<RouteObject, "lazy"> = {
  lazy: async () => ({ Component: (await import("./SiteSettingsTab")).SiteSettingsTab }),
};
