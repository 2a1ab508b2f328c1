import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { PAGE_SCRIPT, PAGE_STYLE } from "./pageStatic";

/** One file of `/t/_assets/`. */
export interface PageAsset {
  readonly body: Buffer;
  readonly contentType: string;
}

/** The Pannellum page's files by name, and a hash of them all for cache-busting links. */
export interface PageAssets {
  readonly files: ReadonlyMap<string, PageAsset>;
  readonly version: string;
}

const JS = "text/javascript; charset=utf-8";
const CSS = "text/css; charset=utf-8";

/**
 * Loads Pannellum's build from the `pannellum` package and the Pannellum page's own script and
 * styles. The live `/t/{slug}` page runs the Orbis viewer (viewerBundle.ts); these files are
 * what a static-site export ships (interop/staticSite.ts), a page that needs no server at all.
 * About 70 KB, read once.
 */
const loadPageAssets = async (): Promise<PageAssets> => {
  const require = createRequire(import.meta.url);
  const pannellum = (name: string) => readFile(require.resolve(`pannellum/build/${name}`));
  const files = new Map<string, PageAsset>([
    ["pannellum.js", { body: await pannellum("pannellum.js"), contentType: JS }],
    ["pannellum.css", { body: await pannellum("pannellum.css"), contentType: CSS }],
    ["page.js", { body: Buffer.from(PAGE_SCRIPT), contentType: JS }],
    ["page.css", { body: Buffer.from(PAGE_STYLE), contentType: CSS }],
  ]);
  const hash = createHash("sha256");
  for (const file of files.values()) hash.update(file.body);
  return { files, version: hash.digest("hex").slice(0, 12) };
};

let loaded: Promise<PageAssets> | undefined;

/** The page assets, loaded on first use. */
export const pageAssets = (): Promise<PageAssets> => {
  loaded ??= loadPageAssets().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
};
