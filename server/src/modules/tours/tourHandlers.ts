import { tourPermissionOf } from "@orbis/core/auth";
import { routes, type TourSettings, tourSettingsSchema } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import { siteFeaturesOf, siteSettingsRefusal } from "@orbis/core/tours";
import type { Deps } from "../../deps";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { currentPlans } from "../entitlements";
import { requireTour } from "../projects";
import { removeStored, storageLedger } from "../storage";
import { touchTour, tourDocument } from "./tourAccess";
import { tourRepository } from "./tourRepository";

/** The tour document calls: read, update, delete, and what the caller may do. */
export const registerTourHandlers = (host: RouteHost, deps: Deps): void => {
  const db = deps.db.kysely;

  registerRoute(host, routes.getTour, async ({ params, principal }) => {
    await requireTour(db, params.id, asUser(principal).userId, "view");
    return tourDocument(db, params.id);
  });

  registerRoute(host, routes.updateTour, async ({ params, body, principal }) => {
    const { tour, project } = await requireTour(db, params.id, asUser(principal).userId, "edit");
    if (body.settings !== undefined)
      await requireSettingsAllowed(deps, project.owner_id, body.settings, tour.settings);
    const now = deps.clock();
    await tourRepository(db).update(tour.id, {
      ...(body.title === undefined ? {} : { title: body.title.trim() }),
      ...(body.description === undefined ? {} : { description: body.description }),
      ...(body.settings === undefined ? {} : { settings: JSON.stringify(body.settings) }),
    });
    await touchTour(db, tour.id, project.id, now);
    return tourDocument(db, tour.id);
  });

  registerRoute(host, routes.deleteTour, async ({ params, principal }) => {
    const { tour } = await requireTour(db, params.id, asUser(principal).userId, "manage");
    const freed = await db.transaction().execute(async (trx) => {
      const rows = await storageLedger(trx).releaseWhere("tour_id", tour.id);
      await tourRepository(trx).remove(tour.id);
      return rows;
    });
    await removeStored(deps, freed);
    return null;
  });

  registerRoute(host, routes.getTourPermission, async ({ params, query, principal }) => {
    const { project, role } = await requireTour(db, params.id, asUser(principal).userId, "view");
    // The tour must be in the project asked about: a mismatch is a tour not found there.
    if (project.id !== query.proj) throw new AppError(ErrorCode.notFound);
    return tourPermissionOf(role);
  });
};

/**
 * Refuses SEO, OG or GA settings turned on or changed on a plan without them (70004, 70005,
 * 70006; core's `siteSettingsRefusal`): what a former plan allowed may stay as it is.
 */
export const requireSettingsAllowed = async (
  deps: Deps,
  ownerId: string,
  settings: TourSettings,
  stored: unknown,
): Promise<void> => {
  const constraints = (await currentPlans(deps.db.kysely, ownerId, deps.clock())).plan?.constraints;
  const current = tourSettingsSchema.safeParse(stored);
  const refused = siteSettingsRefusal(
    settings,
    current.success ? current.data : null,
    siteFeaturesOf(constraints),
  );
  if (refused !== null) throw new AppError(refused);
};
