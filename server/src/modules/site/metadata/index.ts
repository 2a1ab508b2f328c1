import { createHash } from "node:crypto";
import type { Language, SiteMetadata } from "@orbis/core/contract";
import { enSite } from "./locales/en";
import { jaSite } from "./locales/ja";
import { koSite } from "./locales/ko";
import { viSite } from "./locales/vi";
import { groupMetadata, type SiteCopy } from "./siteCopy";

const copies: Readonly<Record<Language, SiteCopy>> = {
  ko: koSite,
  en: enSite,
  vi: viSite,
  ja: jaSite,
};

const appPages = {
  ...groupMetadata(copies, "appPages"),
  ...groupMetadata(copies, "accountPages"),
};

/**
 * `/metadata.json` (docs/product/calls.md "Site and metadata"): head metadata per path and per language for the
 * marketing pages, the nine info sections and the signed-in pages. `/projects` redirects to
 * `/projects/contents` and keeps its metadata.
 */
export const siteMetadata: SiteMetadata = {
  ...groupMetadata(copies, "publicPages"),
  ...groupMetadata(copies, "infoSections"),
  ...appPages,
  "/projects": appPages["/projects/contents"] ?? {},
};

/** The metadata's entity tag: it changes only with a release that changes the copy. */
export const SITE_METADATA_ETAG = `"${createHash("sha256")
  .update(JSON.stringify(siteMetadata))
  .digest("hex")
  .slice(0, 20)}"`;
