import type { Deps } from "../../deps";
import type { RouteHost } from "../../http/registerRoute";
import { registerBeaconRoute } from "./beaconRoute";
import { registerPublicPage } from "./publicPage";
import { registerPublishHandlers } from "./publishHandlers";
import { registerSiteHandlers } from "./siteHandlers";
import { registerShowcaseHandler } from "./sitePages/showcaseHandler";
import { registerSitePageHandlers } from "./sitePages/sitePageHandlers";
import { startStatisticsFold } from "./statistics/foldJob";
import { createVisitStatistics } from "./statistics/visitStatistics";
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

/**
 * Registers publishing: versions and slugs, the visitor page `/t/{slug}` and its scene beacon,
 * statistics, and the job folding them (stopped, and the held events written, at close).
 */
export const registerPublishing = async (host: RouteHost, deps: Deps): Promise<void> => {
  const statistics = createVisitStatistics(deps, (error, message) =>
    host.app.log.error({ err: error }, message),
  );
  registerPublishHandlers(host, deps);
  registerSitePageHandlers(host, deps);
  registerShowcaseHandler(host, deps);
  registerStatisticsHandlers(host, deps, statistics);
  registerSiteHandlers(host, deps, statistics);
  registerPublicPage(host, deps, statistics);
  registerBeaconRoute(host, deps, statistics);
  let stop: (() => Promise<void>) | undefined;
  host.app.addHook("onReady", async () => {
    // Rounds run on the processes that run jobs (see `jobWorkers`).
    if (!deps.config.jobWorkers) return;
    stop = await startStatisticsFold(deps, statistics, (error) =>
      host.app.log.error({ err: error }, "the statistics fold failed; it tries again next minute"),
    );
  });
  host.app.addHook("onClose", async () => {
    await stop?.();
    await statistics.flush();
  });
};
