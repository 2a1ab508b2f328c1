import { readFile, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/*
 * The visitor page's script and styles are the viewer's page build (`viewer/dist/page/`, made by
 * `npm run build`), found through Node's resolution of `@orbis/viewer` so it works in the
 * hoisted workspace and in an installed server alike. Its Vite manifest names the entry's
 * content-hashed files. When the build is missing the page says so; the manifest is read again
 * whenever it changes, so building while the server runs is enough.
 */

/** The entry of the viewer's page build, as links under `/t/_assets/`. */
export interface PageBundle {
  /** The folder served as `/t/_assets/`. */
  readonly dir: string;
  /** The entry module, e.g. `/t/_assets/assets/page-1a2b3c.js`. */
  readonly script: string;
  readonly styles: readonly string[];
  /**
   * For `<link rel="modulepreload">`: what the entry imports, and its second stage (the entry's
   * dynamic imports: the interface) with what that imports; not the deeper, on-demand chunks
   * (Cesium).
   */
  readonly preloads: readonly string[];
}

/** Where links to the build point. */
export const ASSETS_PREFIX = "/t/_assets/";
const ENTRY = "src/page/main.ts";

interface ManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}

/** The page build's folder: `dist/page` of the `@orbis/viewer` package. */
export const viewerPageDir = (): string => {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve("@orbis/viewer/package.json")), "dist/page");
};

const loadBundle = async (dir: string): Promise<PageBundle> => {
  const text = await readFile(join(dir, ".vite/manifest.json"), "utf8");
  const manifest = JSON.parse(text) as Record<string, ManifestChunk>;
  const entry = manifest[ENTRY];
  if (entry === undefined) throw new Error(`the viewer's manifest has no ${ENTRY}`);
  const link = (file: string) => `${ASSETS_PREFIX}${file}`;
  const keys = new Set<string>();
  const add = (key: string) => {
    if (key === ENTRY || keys.has(key)) return;
    keys.add(key);
    for (const k of manifest[key]?.imports ?? []) add(k);
  };
  for (const key of entry.imports ?? []) add(key);
  const preloads = [...keys].flatMap((key) => {
    const chunk = manifest[key];
    return chunk === undefined ? [] : [link(chunk.file)];
  });
  return { dir, script: link(entry.file), styles: (entry.css ?? []).map(link), preloads };
};

let loaded: { readonly stamp: number; readonly bundle: Promise<PageBundle> } | undefined;

/** The page build, read again when its manifest changes; null while it is not built. */
export const pageBundle = async (): Promise<PageBundle | null> => {
  const dir = viewerPageDir();
  const stamp = (await stat(join(dir, ".vite/manifest.json")).catch(() => null))?.mtimeMs;
  if (stamp === undefined) return null;
  if (loaded?.stamp !== stamp) loaded = { stamp, bundle: loadBundle(dir) };
  try {
    return await loaded.bundle;
  } catch {
    loaded = undefined;
    return null;
  }
};
