import type { Deps } from "../../deps";
import type { RouteHost } from "../../http/registerRoute";
import { registerPublicPage } from "./publicPage";
import { registerPublishHandlers } from "./publishHandlers";
import { registerStatisticsHandlers } from "./statisticsHandlers";

export {
  isReferencedByVersion,
  isVersionSnapshotKey,
  lockAgainstPublishing,
  snapshotReader,
  versionReferences,
} from "../versions";
export { pageCsp } from "./htmlSafety";
export { pageAssets } from "./pageAssets";
export { tourUrl } from "./pageHead";
export { renderNoticePage, renderTourPage } from "./pageHtml";
export { TOUR_PAGE_ROUTE } from "./publicPage";
export { publishRepository } from "./publishRepository";
export { snapshotAsTour } from "./snapshots";
export { pageBundle } from "./viewerBundle";

/** Registers publishing: versions and slugs, the visitor page `/t/{slug}`, view statistics. */
export const registerPublishing = async (host: RouteHost, deps: Deps): Promise<void> => {
  registerPublishHandlers(host, deps);
  registerStatisticsHandlers(host, deps);
  registerPublicPage(host, deps);
};
