import { randomUUID } from "node:crypto";
import { AppError } from "@orbis/core/errors";
import { type ImportPlan, importedMarkers, importedStart } from "@orbis/core/interop";
import { checkQuota, type Limit, quotaLimit } from "@orbis/core/plans";
import type { Deps } from "../../deps";
import { currentPlans } from "../entitlements";
import type { ProjectAccess, TourAccess } from "../projects";
import { DEFAULT_TOUR_SETTINGS, projectTourRepository, tourListRepository } from "../projects";
import { removeStored, storageLedger } from "../storage";
import { type StoredPanorama, storePanorama } from "../tours";
import { importRepository } from "./importRepository";
import type { PreparedScene } from "./sceneImages";

/** The tours-per-project quota of the project owner's plan (the owner pays, whoever imports). */
const tourLimit = async (deps: Deps, ownerId: string): Promise<Limit> =>
  quotaLimit(await currentPlans(deps.db.kysely, ownerId, deps.clock()), "toursPerProject");

/** Refuses (60003) when the project has no room for one more tour. */
export const requireRoomForTour = async (deps: Deps, access: ProjectAccess): Promise<void> => {
  const limit = await tourLimit(deps, access.project.owner_id);
  const count = await tourListRepository(deps.db.kysely).countInProject(access.project.id);
  const refused = checkQuota("toursPerProject", limit, count);
  if (refused !== null) throw new AppError(refused);
};

/** Gives back everything an unfinished import made: its files, their bytes and its rows. */
const discardTour = async (deps: Deps, tourId: string): Promise<void> => {
  const freed = await deps.db.kysely.transaction().execute(async (trx) => {
    const rows = await storageLedger(trx).releaseWhere("tour_id", tourId);
    await importRepository(trx).deleteTour(tourId);
    return rows;
  });
  await removeStored(deps, freed);
  // Whatever was written but not yet counted (a put cut short) lives under the tour's folder too.
  await deps.files.removePrefix(`tours/${tourId}/`);
};

/**
 * Turns a checked plan and its prepared images into a tour, all or nothing: the tour row (60003
 * checked with the project locked), each scene through the upload pipeline's `storePanorama`
 * (20004 checked as each is counted), then the document's titles, views, north offsets,
 * markers and start. Any failure gives back every file, byte and row made so far. Each scene's
 * tiling job commits with the scene but is dispatched only once the whole tour is in.
 */
export const createImportedTour = async (
  deps: Deps,
  access: ProjectAccess,
  plan: ImportPlan,
  title: string,
  prepared: readonly PreparedScene[],
): Promise<string> => {
  const db = deps.db.kysely;
  const tourId = randomUUID();
  const limit = await tourLimit(deps, access.project.owner_id);
  await db.transaction().execute(async (trx) => {
    const repo = projectTourRepository(trx);
    await repo.lockProject(access.project.id);
    const count = await tourListRepository(trx).countInProject(access.project.id);
    const refused = checkQuota("toursPerProject", limit, count);
    if (refused !== null) throw new AppError(refused);
    await repo.addTour({
      id: tourId,
      projectId: access.project.id,
      title,
      settings: { ...DEFAULT_TOUR_SETTINGS, autorotate: plan.autorotate },
      now: deps.clock(),
    });
  });
  const stored: StoredPanorama[] = [];
  try {
    const tour: TourAccess = { ...access, tour: await importRepository(db).tourRow(tourId) };
    const sceneIds = new Map<string, string>();
    for (const item of prepared) {
      const file = new File([], item.fileName, { type: `image/${item.inspection.format}` });
      const pano = await storePanorama(
        deps,
        tour,
        { file, path: item.path, inspection: item.inspection },
        false,
      );
      stored.push(pano);
      sceneIds.set(item.scene.key, pano.sceneId);
    }
    const markers = importedMarkers(plan, sceneIds, randomUUID);
    await db.transaction().execute(async (trx) => {
      const repo = importRepository(trx);
      for (const item of prepared)
        await repo.updateScene(sceneIds.get(item.scene.key) as string, item.scene);
      await repo.insertMarkers(tourId, markers);
      await repo.setInitialView(tourId, importedStart(plan, sceneIds));
    });
  } catch (error) {
    await discardTour(deps, tourId);
    // The scenes' jobs were committed with them: run, they find nothing left and end.
    await deps.jobs.dispatch(stored.map((s) => s.tilingJob));
    throw error;
  }
  await deps.jobs.dispatch(stored.map((s) => s.tilingJob));
  return tourId;
};
