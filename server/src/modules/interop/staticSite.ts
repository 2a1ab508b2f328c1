import type { Readable } from "node:stream";
import type { PublishedTour } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import { toPannellumTour } from "@orbis/core/interop";
import { CUBE_FACES, levelLayouts, tileKey } from "@orbis/core/panorama";
import yazl from "yazl";
import type { Deps } from "../../deps";
import { pageAssets, snapshotAsTour } from "../publishing";
import { renderSitePage, renderSiteReadme, siteSceneDir } from "./sitePage";

/** A stored file the site copies, and its path in the site. */
interface SiteFile {
  readonly path: string;
  readonly key: string;
}

const CDN = "/cdn/";

const keyOf = (url: string): string => {
  if (!url.startsWith(CDN))
    throw new AppError(ErrorCode.internal, { message: `${url} is not a stored file` });
  return url.slice(CDN.length);
};

/**
 * The stored files of a version: every tile its layout names (checked against the store before
 * the download starts, so a missing one is a clear error rather than a cut ZIP), each scene's
 * preview and, where it has one, its thumbnail.
 */
const versionFiles = async (deps: Deps, tour: PublishedTour) => {
  const files: SiteFile[] = [];
  const thumbnails = new Set<string>();
  for (const scene of tour.scenes) {
    const dir = siteSceneDir(scene.id);
    const base = keyOf(scene.tiles.baseUrl);
    const stored = new Set(await deps.files.list(`${base}/`));
    for (const level of levelLayouts(scene.tiles))
      for (const face of CUBE_FACES)
        for (let row = 0; row < level.tilesPerRow; row++)
          for (let column = 0; column < level.tilesPerRow; column++) {
            const tile = tileKey(level.level, face, row, column);
            const key = `${base}/${tile}`;
            if (!stored.has(key))
              throw new AppError(ErrorCode.internal, {
                message: `tile ${tile} of scene ${JSON.stringify(scene.title)} is missing from the store`,
              });
            files.push({ path: `${dir}/tiles/${tile}`, key });
          }
    for (const [name, url] of [
      ["preview.jpg", scene.previewUrl],
      ["thumbnail.jpg", scene.thumbnailUrl],
    ] as const) {
      if (url === null || (await deps.files.stat(keyOf(url))) === null) continue;
      files.push({ path: `${dir}/${name}`, key: keyOf(url) });
      if (name === "thumbnail.jpg") thumbnails.add(scene.id);
    }
  }
  return { files, thumbnails };
};

/**
 * A published version as a ZIP of a static site (`index.html`, Pannellum, page script and
 * styles, `README.txt`, `scenes/{id}/tiles/…`, previews and thumbnails), streamed: each stored
 * file is opened only when its turn in the archive comes, so no tile set is held in memory.
 */
export const staticSiteArchive = async (deps: Deps, tour: PublishedTour): Promise<Readable> => {
  const { files, thumbnails } = await versionFiles(deps, tour);
  const pannellum = toPannellumTour(snapshotAsTour(tour), {
    sceneTilesBase: (id) => `${siteSceneDir(id)}/tiles`,
  });
  const assets = (await pageAssets()).files;
  const zip = new yazl.ZipFile();
  const mtime = new Date(tour.publishedAt);
  const text = (body: string, path: string) => zip.addBuffer(Buffer.from(body), path, { mtime });
  text(renderSitePage(tour, pannellum, thumbnails), "index.html");
  text(renderSiteReadme(tour), "README.txt");
  for (const name of ["pannellum.js", "pannellum.css", "page.js", "page.css"]) {
    const asset = assets.get(name);
    if (asset === undefined)
      throw new AppError(ErrorCode.internal, { message: `${name} is not bundled` });
    zip.addBuffer(asset.body, name, { mtime });
  }
  for (const file of files) {
    // JPEGs do not shrink: stored, not deflated, which keeps the download fast.
    const open = (callback: (error: unknown, stream: NodeJS.ReadableStream) => void) => {
      // yazl reads the stream only when there is no error; its typing wants one either way.
      const done = callback as (error: unknown, stream?: Readable) => void;
      deps.files.read(file.key).then(
        (object) =>
          object === null
            ? done(new Error(`${file.key} vanished while the site was being zipped`))
            : done(null, object.stream),
        (error: unknown) => done(error),
      );
    };
    zip.addReadStreamLazy(file.path, { mtime, compress: false }, open);
  }
  zip.end();
  const out = zip.outputStream as Readable;
  // A file failing mid-way ends the download with an error rather than a silently short ZIP.
  zip.on("error", (error: Error) => out.destroy(error));
  return out;
};
