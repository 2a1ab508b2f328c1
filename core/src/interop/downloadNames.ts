/*
 * Names of the files an export downloads: built from a tour's slug or title (user text), so
 * they are cut down to what every file system and browser accepts.
 */

import { replaceControls } from "./archivePaths";

const UNSAFE = /[/\\:*?"<>|]+/g;
const NAME_MAX = 100;

/**
 * The name of an exported file: `base` (a slug, or a title when there is none) with the
 * characters file systems refuse replaced by `-`, trimmed, at most 100 characters, then
 * `.extension`; `tour` when nothing is left.
 */
export const exportFileName = (base: string, extension: string): string => {
  const clean = replaceControls(base, "-")
    .replace(UNSAFE, "-")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^[.\s-]+|[.\s-]+$/g, "")
    .slice(0, NAME_MAX)
    .trim();
  return `${clean === "" ? "tour" : clean}.${extension}`;
};

/**
 * The `Content-Disposition` of a download named `name` (RFC 6266): an ASCII `filename` for old
 * clients (other characters become `_`) and the exact name as UTF-8 in `filename*`.
 */
export const attachmentDisposition = (name: string): string => {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};
