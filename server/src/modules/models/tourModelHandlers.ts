import { routes } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { Deps } from "../../deps";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { requireTour } from "../projects";
import { removeStored, storageLedger, unpublishedKeys } from "../storage";
import { placementKeys, touchTour } from "../tours";
import { placeModel } from "./placeModel";
import { tourModelRepository } from "./tourModelRepository";

/** The models placed in a tour: list, place, remove. */
export const registerTourModelHandlers = (host: RouteHost, deps: Deps): void => {
  const db = deps.db.kysely;

  registerRoute(host, routes.listTourModels, async ({ params, principal }) => {
    const { tour } = await requireTour(db, params.id, asUser(principal).userId, "view");
    return tourModelRepository(db).list(tour.id);
  });

  registerRoute(host, routes.addTourModel, async ({ params, body, principal }) => {
    const access = await requireTour(db, params.id, asUser(principal).userId, "edit");
    return placeModel(deps, access, body);
  });

  registerRoute(host, routes.deleteTourModel, async ({ params, principal }) => {
    const { tour, project } = await requireTour(db, params.id, asUser(principal).userId, "edit");
    // The file goes with its last placement; its bytes come back in the same transaction.
    const freed = await db.transaction().execute(async (trx) => {
      const repo = tourModelRepository(trx);
      const gone = await repo.remove(tour.id, params.modelId);
      if (gone === undefined) throw new AppError(ErrorCode.notFound);
      const unused = (await repo.usesOf(tour.id, gone.url)) === 0;
      const keys = unused
        ? await unpublishedKeys({ db: trx, files: deps.files }, placementKeys(tour.id, gone.url))
        : [];
      const rows = await storageLedger(trx).release(keys);
      await touchTour(trx, tour.id, project.id, deps.clock());
      return rows;
    });
    await removeStored(deps, freed);
    return null;
  });
};
