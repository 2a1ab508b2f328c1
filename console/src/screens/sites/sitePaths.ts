/* Where the sites screens link to (docs/product/screens.md). */

/** A site's information or settings tab; `id` is the tour's. */
export const sitePath = (id: string, tab: "info" | "setting"): string =>
  `/site/${encodeURIComponent(id)}/${tab}`;

/** The site editor of a space (a tour). */
export const siteEditorPath = (id: string): string => `/site/editor/${encodeURIComponent(id)}`;

/** The statistics screen, opened on one tour. */
export const siteStatisticsPath = (id: string): string =>
  `/statistics?tour=${encodeURIComponent(id)}`;

/** Where a locked setting's upgrade action leads: the plans. */
export const UPGRADE_PATH = "/payment";
