import { stat } from "node:fs/promises";
import { extname, join, sep } from "node:path";

/*
 * Files of the console's build (`console/dist`): `index.html`, the content-hashed bundle under
 * `assets/` and whatever else Vite copied from `public/`. Only plain relative names are looked
 * up: no dot-files (a Vite manifest stays private), no `..`, no backslashes.
 */

const TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".wasm": "application/wasm",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".mp3": "audio/mpeg",
  ".glb": "model/gltf-binary",
};

const SAFE = /^(?:[A-Za-z0-9_-][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

/** Hashed names never change content: cached for a year; anything else is revalidated. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

/** A file of the build, ready to negotiate and send. */
export interface ConsoleFile {
  readonly path: string;
  readonly extension: string;
  readonly size: number;
  readonly mtimeMs: number;
  readonly contentType: string;
  readonly cacheControl: string;
}

/** What a request path names: a file, nothing, or a path that tries to leave the build. */
export type Lookup = ConsoleFile | "none" | "refused";

const decoded = (path: string): string | null => {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
};

/** Whether a request path tries to climb out of its folder, raw or percent-encoded. */
export const isTraversal = (urlPath: string): boolean => {
  const plain = decoded(urlPath);
  if (plain === null) return true;
  return [urlPath, plain].some(
    (p) => p.includes("\\") || p.includes("\0") || /(^|\/)\.\.(\/|$)/.test(p),
  );
};

/** The build's file for a request path (`/` is `index.html`). */
export const findConsoleFile = async (dir: string, urlPath: string): Promise<Lookup> => {
  if (isTraversal(urlPath)) return "refused";
  const relative = urlPath === "/" ? "index.html" : (decoded(urlPath.slice(1)) ?? "");
  if (!SAFE.test(relative)) return "none";
  const path = join(dir, relative);
  if (!path.startsWith(dir + sep)) return "refused";
  const info = await stat(path).catch(() => null);
  if (info === null || !info.isFile()) return "none";
  const extension = extname(path).toLowerCase();
  return {
    path,
    extension,
    size: info.size,
    mtimeMs: info.mtimeMs,
    contentType: TYPES[extension] ?? "application/octet-stream",
    cacheControl: relative.startsWith("assets/") ? IMMUTABLE : REVALIDATE,
  };
};
