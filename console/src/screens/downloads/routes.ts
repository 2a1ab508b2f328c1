import type { RouteObject } from "react-router";

/*
 * The download screens as route-level chunks: neither the landing's bundle nor the app
 * layout's carries them.
 */

/** `/download/artpackage`, the Download tab of the side menu's entry. */
export const artPackagesScreen: Pick<RouteObject, "lazy"> = {
  lazy: async () => ({ Component: (await import("./ArtPackagesScreen")).ArtPackagesScreen }),
};

/** `/download/plugin`: the Orbis command line and how to install it. */
export const pluginScreen: Pick<RouteObject, "lazy"> = {
  lazy: async () => ({ Component: (await import("./PluginScreen")).PluginScreen }),
};

/** `/{product}-plugin-download-page`: the install guide for visitors. */
export const pluginDownloadPage: Pick<RouteObject, "lazy"> = {
  lazy: async () => ({ Component: (await import("./PluginDownloadPage")).PluginDownloadPage }),
};
