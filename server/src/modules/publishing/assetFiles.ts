import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { extname, join, sep } from "node:path";

/*
 * Files of the viewer's page build under `/t/_assets/`: the bundle (content-hashed names) and
 * Cesium's runtime files (in a folder named after Cesium's version). Both are cached for good.
 * The build writes `.br` and `.gz` beside every text file; the answer uses the best one the
 * browser accepts.
 */

const TYPES: Readonly<Record<string, string>> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".wasm": "application/wasm",
  ".svg": "image/svg+xml",
  ".xml": "application/xml; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".ktx2": "image/ktx2",
  ".txt": "text/plain; charset=utf-8",
  ".glb": "model/gltf-binary",
  ".woff2": "font/woff2",
};

// Plain names only: no dot-folders (the Vite manifest stays private), no `..`, no backslashes.
const SAFE = /^(?:[A-Za-z0-9_-][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

/** An asset ready to send. */
export interface AssetFile {
  readonly path: string;
  readonly bytes: number;
  readonly contentType: string;
  readonly encoding: "br" | "gzip" | null;
  readonly cacheControl: string;
}

const isFile = async (path: string) => (await stat(path).catch(() => null))?.isFile() === true;

/**
 * The file for a path under `/t/_assets/`, or null when there is none (or the path is not a
 * plain relative name). `acceptEncoding` is the request's `accept-encoding` header.
 */
export const findAsset = async (
  dir: string,
  relative: string,
  acceptEncoding: string,
): Promise<AssetFile | null> => {
  if (!SAFE.test(relative) || relative.split("/").some((s) => s.includes(".."))) return null;
  const path = join(dir, relative);
  if (!path.startsWith(dir + sep) || !(await isFile(path))) return null;
  const contentType = TYPES[extname(path).toLowerCase()] ?? "application/octet-stream";
  // Hashed bundle names and the versioned Cesium folder never change content.
  const cacheControl = /^(assets|cesium-[0-9.]+)\//.test(relative)
    ? "public, max-age=31536000, immutable"
    : "public, max-age=3600";
  const accepts = (coding: string) => new RegExp(`\\b${coding}\\b`).test(acceptEncoding);
  for (const [coding, suffix] of [
    ["br", ".br"],
    ["gzip", ".gz"],
  ] as const) {
    const file = `${path}${suffix}`;
    if (accepts(coding) && (await isFile(file))) {
      const { size } = await stat(file);
      return { path: file, bytes: size, contentType, encoding: coding, cacheControl };
    }
  }
  const { size } = await stat(path);
  return { path, bytes: size, contentType, encoding: null, cacheControl };
};

/** A read stream of an asset's bytes. */
export const assetStream = (asset: AssetFile) => createReadStream(asset.path);
