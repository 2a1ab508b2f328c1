import type { Deps } from "../../deps";
import type { RouteHost } from "../../http/registerRoute";
import { registerMetadataHandlers } from "./metadataHandlers";
import { registerPageViewHandlers } from "./pageViewHandlers";

/** Registers the site's own calls: `/metadata.json` and the console's page views. */
export const registerSite = async (host: RouteHost, deps: Deps): Promise<void> => {
  registerMetadataHandlers(host);
  registerPageViewHandlers(host, deps);
};
