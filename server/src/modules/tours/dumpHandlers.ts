import { type Marker, markerSchema, routes } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import { droppedVoiceUrls, dumpProblems, markersToStore } from "@orbis/core/tours";
import type { Deps } from "../../deps";
import { invalidInput } from "../../http/errors";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { requireTour } from "../projects";
import { removeStored, type StoredRow, storageLedger, unpublishedKeys } from "../storage";
import { lockAgainstPublishing } from "../versions";
import { sceneRepository } from "./files/sceneRepository";
import { markerRepository } from "./markerRepository";
import { placementKeys } from "./modelKeys";
import { placedModelRepository } from "./placedModelRepository";
import { touchTour, tourDocument } from "./tourAccess";
import { tourRepository } from "./tourRepository";

const keyOfUrl = (url: string) => url.replace(/^\/cdn\//, "");

/**
 * The editor's save: the whole scene document at once (the auto-save). Scenes left out are
 * removed with their files, markers are replaced, the initial view set; all in one transaction,
 * files removed after it. Bulk marker deletion lives here too.
 */
export const registerDumpHandlers = (host: RouteHost, deps: Deps): void => {
  const db = deps.db.kysely;

  registerRoute(host, routes.dumpTour, async ({ params, body, principal }) => {
    const { tour, project } = await requireTour(db, params.id, asUser(principal).userId, "edit");
    const scenes = await sceneRepository(db).idsOf(tour.id);
    const problems = dumpProblems(scenes, body);
    if (problems.length > 0)
      throw invalidInput(problems.map((p) => ({ in: "body", path: p.path, message: p.message })));
    const stored = (await markerRepository(db).dataOf(tour.id)).map(
      (m) => markerSchema.parse(m) as Marker,
    );
    const markers = markersToStore(body.markers, stored);
    const dropped = droppedVoiceUrls(stored, markers).map(keyOfUrl);
    const kept = new Set(body.scenes.map((s) => s.id));
    const removed = scenes.filter((id) => !kept.has(id));
    const now = deps.clock();
    const freed = await db.transaction().execute(async (trx) => {
      const ledger = storageLedger(trx);
      // No publication may pick up what is given back here; a version's files are kept.
      await lockAgainstPublishing(trx, project.owner_id, tour.id);
      const store = { db: trx, files: deps.files };
      const rows: StoredRow[] = [...(await ledger.release(await unpublishedKeys(store, dropped)))];
      const folders = await unpublishedKeys(
        store,
        removed.map((id) => `tours/${tour.id}/scenes/${id}/`),
      );
      for (const folder of folders) rows.push(...(await ledger.releasePrefix(folder)));
      if (removed.length > 0) {
        // Models placed in removed scenes go with them; a model file no placement uses any more
        // is given back too.
        const urlOf = (data: unknown) => String((data as { url?: unknown }).url ?? "");
        const placed = placedModelRepository(trx);
        const gone = new Set((await placed.dataIn(tour.id, removed)).map(urlOf));
        await sceneRepository(trx).remove(removed);
        const still = new Set((await placed.dataIn(tour.id)).map(urlOf));
        const unused = [...gone]
          .filter((url) => !still.has(url))
          .flatMap((url) => placementKeys(tour.id, url));
        rows.push(...(await ledger.release(await unpublishedKeys(store, unused))));
      }
      for (const scene of body.scenes) {
        await sceneRepository(trx).update(scene.id, {
          title: scene.title.trim(),
          ord: scene.order,
          initial_view: JSON.stringify(scene.initialView),
          north_offset: scene.northOffset,
          geo: scene.geo === null ? null : JSON.stringify(scene.geo),
          updated_at: now,
        });
      }
      await markerRepository(trx).replaceAll(
        tour.id,
        markers.map((m, ord) => ({
          tour_id: tour.id,
          id: m.id,
          scene_id: m.sceneId,
          ord,
          data: JSON.stringify(m),
          voice_key: m.type === "info" && m.voice !== null ? keyOfUrl(m.voice.url) : null,
        })),
      );
      await tourRepository(trx).update(tour.id, {
        initial_view: body.initialView === null ? null : JSON.stringify(body.initialView),
      });
      await touchTour(trx, tour.id, project.id, now);
      return rows;
    });
    await removeStored(deps, freed);
    return tourDocument(db, tour.id);
  });

  registerRoute(host, routes.deleteTourMarkers, async ({ params, body, principal }) => {
    const { tour, project } = await requireTour(db, params.id, asUser(principal).userId, "edit");
    const freed = await db.transaction().execute(async (trx) => {
      await lockAgainstPublishing(trx, project.owner_id, tour.id);
      const gone = await markerRepository(trx).removeSome(tour.id, body.ids);
      if (gone.length === 0)
        throw new AppError(ErrorCode.notFound, {
          message: "body.ids: none of these markers is in the tour",
        });
      const voices = gone.flatMap((m) => (m.voice_key === null ? [] : [m.voice_key]));
      const rows = await storageLedger(trx).release(
        await unpublishedKeys({ db: trx, files: deps.files }, voices),
      );
      await touchTour(trx, tour.id, project.id, deps.clock());
      return rows;
    });
    await removeStored(deps, freed);
    return null;
  });
};
