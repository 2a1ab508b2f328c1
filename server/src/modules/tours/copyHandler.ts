import { randomUUID } from "node:crypto";
import { routes, TOUR_TITLE_MAX_LENGTH } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import { checkQuota, quotaLimit } from "@orbis/core/plans";
import { type CopyMap, copyPath, copyTitle, remapForCopy } from "@orbis/core/tours";
import type { Deps } from "../../deps";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { currentPlans } from "../entitlements";
import { requireProject, requireTour, tourListItemView, tourListRepository } from "../projects";
import { storageLedger, storageLimit } from "../storage";
import { isVersionSnapshotKey } from "../versions";
import { copyTourFiles } from "./copyFiles";
import { sceneRepository } from "./files/sceneRepository";
import { geometryRepository } from "./geometryRepository";
import { markerRepository } from "./markerRepository";
import { placedModelRepository } from "./placedModelRepository";
import { tourRepository } from "./tourRepository";

/**
 * Copies a tour with its scenes, markers, geometries, models and files, unpublished, into the
 * same project or another the caller may edit. The copy counts toward the target owner's tour
 * and storage quotas (60003, 20004).
 */
export const registerCopyHandler = (host: RouteHost, deps: Deps): void => {
  const db = deps.db.kysely;

  registerRoute(host, routes.copyTour, async ({ params, body, principal }) => {
    const me = asUser(principal);
    const source = await requireTour(db, params.id, me.userId, "edit");
    const target =
      body.projectId === undefined
        ? source
        : await requireProject(db, body.projectId, me.userId, "edit");
    if (target.project.kind !== "contents")
      throw new AppError(ErrorCode.badRequest, {
        message: "body.projectId: a hosting project holds no tours",
      });
    const scenes = await sceneRepository(db).ofTour(source.tour.id);
    if (scenes.some((s) => s.state === "queued" || s.state === "tiling")) {
      throw new AppError(ErrorCode.conflict, {
        message: "A scene of this tour is still being tiled; copy it when tiling is done",
      });
    }
    const ownerId = target.project.owner_id;
    const tourLimit = quotaLimit(await currentPlans(db, ownerId, deps.clock()), "toursPerProject");
    const bytesLimit = await storageLimit(deps, ownerId, "contents");
    const map: CopyMap = {
      sceneIds: new Map(scenes.map((s) => [s.id, randomUUID()])),
      fromTour: source.tour.id,
      toTour: randomUUID(),
    };
    // A copy takes what the tour shows now: each live scene's current revision and the tour's own
    // files; not the snapshots and old revisions kept for published versions.
    const current = new Set(
      scenes.map((s) => `tours/${source.tour.id}/scenes/${s.id}/r${s.revision}/`),
    );
    const stored = (await storageLedger(db).ofTour(source.tour.id)).filter((row) => {
      if (isVersionSnapshotKey(row.key)) return false;
      const revision = /^tours\/[^/]+\/scenes\/[^/]+\/r\d+\//.exec(row.key)?.[0];
      return revision === undefined || current.has(revision);
    });
    const copied = await copyTourFiles(deps, stored, map);
    const now = deps.clock();
    try {
      await db.transaction().execute(async (trx) => {
        await tourRepository(trx).lockProject(target.project.id);
        const refused = checkQuota(
          "toursPerProject",
          tourLimit,
          await tourListRepository(trx).countInProject(target.project.id),
        );
        if (refused !== null) throw new AppError(refused);
        const t = source.tour;
        await tourRepository(trx).insert({
          id: map.toTour,
          project_id: target.project.id,
          title: body.title?.trim() ?? copyTitle(t.title, TOUR_TITLE_MAX_LENGTH),
          description: t.description,
          settings: JSON.stringify(t.settings),
          initial_view:
            t.initial_view === null ? null : JSON.stringify(remapForCopy(t.initial_view, map)),
          thumbnail_key: t.thumbnail_key === null ? null : copyPath(t.thumbnail_key, map),
          slug: null,
          published_version: null,
          created_at: now,
          updated_at: now,
        });
        for (const s of scenes) {
          const k = (key: string | null) => (key === null ? null : copyPath(key, map));
          await sceneRepository(trx).insert({
            ...s,
            id: map.sceneIds.get(s.id) as string,
            tour_id: map.toTour,
            source_key: copyPath(s.source_key, map),
            preview_key: k(s.preview_key),
            thumbnail_key: k(s.thumbnail_key),
            tiles: s.tiles === null ? null : JSON.stringify(s.tiles),
            error: s.error === null ? null : JSON.stringify(s.error),
            initial_view: JSON.stringify(s.initial_view),
            geo: s.geo === null ? null : JSON.stringify(s.geo),
            source_bytes: Number(s.source_bytes),
            created_at: now,
            updated_at: now,
          });
        }
        await copyParts(trx, source.tour.id, map);
        const ledger = storageLedger(trx);
        for (const row of stored) {
          await ledger.add(
            {
              key: copyPath(row.key, map),
              isPrefix: row.isPrefix,
              ownerId,
              quota: "contents",
              projectId: target.project.id,
              tourId: map.toTour,
              bytes: row.bytes,
            },
            bytesLimit,
          );
        }
      });
    } catch (error) {
      await copied.undo();
      throw error;
    }
    const item = await tourListRepository(db).item(map.toTour);
    if (item === undefined) throw new AppError(ErrorCode.internal);
    return tourListItemView(item);
  });
};

/** Copies markers, geometries and model placements, remapped, inside the copy's transaction. */
const copyParts = async (trx: Deps["db"]["kysely"], fromTour: string, map: CopyMap) => {
  const markers = markerRepository(trx);
  for (const m of await markers.rowsOf(fromTour)) {
    await markers.insert({
      ...m,
      tour_id: map.toTour,
      scene_id: map.sceneIds.get(m.scene_id) as string,
      data: JSON.stringify(remapForCopy(m.data, map)),
      voice_key: m.voice_key === null ? null : copyPath(m.voice_key, map),
    });
  }
  const geometries = geometryRepository(trx);
  for (const g of await geometries.rowsOf(fromTour)) {
    await geometries.insert({
      ...g,
      tour_id: map.toTour,
      scene_id: map.sceneIds.get(g.scene_id) as string,
      data: JSON.stringify(remapForCopy(g.data, map)),
    });
  }
  const models = placedModelRepository(trx);
  for (const m of await models.rowsOf(fromTour)) {
    const id = randomUUID();
    const data = { ...remapForCopy(m.data, map), id };
    await models.insert({
      id,
      tour_id: map.toTour,
      scene_id: map.sceneIds.get(m.scene_id) as string,
      data: JSON.stringify(data),
      created_at: m.created_at,
    });
  }
};
