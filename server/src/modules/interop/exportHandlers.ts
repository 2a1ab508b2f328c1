import { routes } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import { attachmentDisposition, exportFileName, toPannellumTour } from "@orbis/core/interop";
import type { Deps } from "../../deps";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { requireTour } from "../projects";
import { snapshotReader } from "../publishing";
import { tourDocument } from "../tours";
import { exportRepository } from "./exportRepository";
import { staticSiteArchive } from "./staticSite";

/**
 * The downloads that take a tour out of Orbis, for anyone who may view it: the tour as a
 * Pannellum tour JSON (tiles linked at this server's public address) and a published version as
 * a static site ZIP that needs no server.
 */
export const registerExportHandlers = (host: RouteHost, deps: Deps): void => {
  const db = deps.db.kysely;
  const readSnapshot = snapshotReader(deps.files);
  const absolute = (url: string) => (url.startsWith("/") ? `${deps.config.publicUrl}${url}` : url);

  registerRoute(host, routes.exportTourPannellum, async ({ params, principal, reply }) => {
    const { tour } = await requireTour(db, params.id, asUser(principal).userId, "view");
    const document = await tourDocument(db, tour.id);
    const tiles = new Map(document.scenes.map((s) => [s.id, s.tiles?.baseUrl ?? ""]));
    // A scene still tiling is exported as its equirectangular preview (the interop default).
    const pannellum = toPannellumTour(document, {
      sceneTilesBase: (id) => absolute(tiles.get(id) ?? ""),
      panoramaUrl: (scene) => (scene.previewUrl === null ? null : absolute(scene.previewUrl)),
    });
    reply
      .header("content-type", "application/json; charset=utf-8")
      .header(
        "content-disposition",
        attachmentDisposition(exportFileName(tour.slug ?? tour.title, "json")),
      )
      .header("cache-control", "no-store");
    return pannellum;
  });

  registerRoute(host, routes.downloadPublishedSite, async ({ params, principal, reply }) => {
    const { tour } = await requireTour(db, params.id, asUser(principal).userId, "view");
    const key = await exportRepository(db).versionSnapshotKey(tour.id, params.version);
    if (key === undefined)
      throw new AppError(ErrorCode.notFound, {
        message: `params.version: the tour has no published version ${params.version}`,
      });
    const snapshot = await readSnapshot(key);
    if (snapshot === null)
      throw new AppError(ErrorCode.internal, {
        message: `the snapshot of version ${params.version} is missing`,
      });
    const archive = await staticSiteArchive(deps, snapshot);
    const name = exportFileName(`${snapshot.slug}-v${snapshot.version}`, "zip");
    reply
      .header("content-type", "application/zip")
      .header("content-disposition", attachmentDisposition(name))
      .header("cache-control", "no-store");
    return archive;
  });
};
