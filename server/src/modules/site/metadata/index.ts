import { createHash } from "node:crypto";
import type { SiteMetadata } from "@orbis/core/contract";
import { appPages } from "./appPages";
import { infoSections } from "./infoSections";
import { publicPages } from "./publicPages";

/**
 * `/metadata.json` (spec §7 "Metadata"): head metadata per path and per language for the
 * marketing pages, the nine info sections and the signed-in pages. `/projects` redirects to
 * `/projects/contents` and keeps its metadata.
 */
export const siteMetadata: SiteMetadata = {
  ...publicPages,
  ...infoSections,
  ...appPages,
  "/projects": appPages["/projects/contents"] ?? {},
};

/** The metadata's entity tag: it changes only with a release that changes the copy. */
export const SITE_METADATA_ETAG = `"${createHash("sha256")
  .update(JSON.stringify(siteMetadata))
  .digest("hex")
  .slice(0, 20)}"`;
