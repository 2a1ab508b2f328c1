import { type Marker, markerSchema, routes } from "@orbis/core/contract";
import { AppError } from "@orbis/core/errors";
import { droppedVoiceUrls, dumpProblems, markersToStore } from "@orbis/core/tours";
import type { Deps } from "../../deps";
import { invalidInput } from "../../http/errors";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { placementKeys } from "../models";
import { removeStored, requireTour } from "../projects";
import { lockAgainstPublishing } from "../publishing";
import { type StoredRow, storageLedger, unpublishedKeys } from "../storage";
import { touchTour, tourDocument } from "./tourAccess";

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
    const scenes = await db
      .selectFrom("scenes")
      .select("id")
      .where("tour_id", "=", tour.id)
      .execute();
    const problems = dumpProblems(
      scenes.map((s) => s.id),
      body,
    );
    if (problems.length > 0)
      throw invalidInput(problems.map((p) => ({ in: "body", path: p.path, message: p.message })));
    const stored = (
      await db.selectFrom("markers").select("data").where("tour_id", "=", tour.id).execute()
    ).map((m) => markerSchema.parse(m.data) as Marker);
    const markers = markersToStore(body.markers, stored);
    const dropped = droppedVoiceUrls(stored, markers).map(keyOfUrl);
    const kept = new Set(body.scenes.map((s) => s.id));
    const removed = scenes.filter((s) => !kept.has(s.id)).map((s) => s.id);
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
        const urlOf = (m: { data: unknown }) => String((m.data as { url?: unknown }).url ?? "");
        const placed = trx.selectFrom("tour_models").select("data").where("tour_id", "=", tour.id);
        const gone = new Set((await placed.where("scene_id", "in", removed).execute()).map(urlOf));
        await trx.deleteFrom("scenes").where("id", "in", removed).execute();
        const still = new Set((await placed.execute()).map(urlOf));
        const unused = [...gone]
          .filter((url) => !still.has(url))
          .flatMap((url) => placementKeys(tour.id, url));
        rows.push(...(await ledger.release(await unpublishedKeys(store, unused))));
      }
      for (const scene of body.scenes) {
        await trx
          .updateTable("scenes")
          .set({
            title: scene.title.trim(),
            ord: scene.order,
            initial_view: JSON.stringify(scene.initialView),
            north_offset: scene.northOffset,
            geo: scene.geo === null ? null : JSON.stringify(scene.geo),
            updated_at: now,
          })
          .where("id", "=", scene.id)
          .execute();
      }
      await trx.deleteFrom("markers").where("tour_id", "=", tour.id).execute();
      if (markers.length > 0) {
        await trx
          .insertInto("markers")
          .values(
            markers.map((m, ord) => ({
              tour_id: tour.id,
              id: m.id,
              scene_id: m.sceneId,
              ord,
              data: JSON.stringify(m),
              voice_key: m.type === "info" && m.voice !== null ? keyOfUrl(m.voice.url) : null,
            })),
          )
          .execute();
      }
      await trx
        .updateTable("tours")
        .set({ initial_view: body.initialView === null ? null : JSON.stringify(body.initialView) })
        .where("id", "=", tour.id)
        .execute();
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
      const gone = await trx
        .deleteFrom("markers")
        .where("tour_id", "=", tour.id)
        .where("id", "in", body.ids)
        .returning(["id", "voice_key"])
        .execute();
      if (gone.length === 0)
        throw new AppError(10404, { message: "body.ids: none of these markers is in the tour" });
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
