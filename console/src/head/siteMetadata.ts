import type { SiteMetadata } from "@orbis/core/contract";
import type { OrbisApi } from "../api/consoleApi";

/** One read per client (docs/product/calls.md: "read once and cached"); tests each have their own client. */
const reads = new WeakMap<object, Promise<SiteMetadata>>();

/**
 * `/metadata.json`, read on first need and kept for the page's life. A failed read is forgotten,
 * so the next navigation tries again instead of keeping the site's defaults for good.
 */
export const siteMetadata = (api: Pick<OrbisApi, "getSiteMetadata">): Promise<SiteMetadata> => {
  const known = reads.get(api);
  if (known) return known;
  const read = api.getSiteMetadata();
  reads.set(api, read);
  read.catch(() => reads.delete(api));
  return read;
};
