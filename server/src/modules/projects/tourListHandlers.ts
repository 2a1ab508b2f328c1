import { randomUUID } from "node:crypto";
import { routes } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import { checkQuota, quotaLimit } from "@orbis/core/plans";
import type { Deps } from "../../deps";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { currentPlans } from "../entitlements";
import { requireProject } from "./access";
import { projectTourRepository } from "./projectTourRepository";
import { DEFAULT_TOUR_SETTINGS } from "./tourDefaults";
import { tourListRepository } from "./tourListRepository";
import { tourListItemView } from "./views";

/** A project's tours: the paged list and adding a new, empty tour (60003 past the plan's count). */
export const registerTourListHandlers = (host: RouteHost, deps: Deps): void => {
  const db = deps.db.kysely;

  registerRoute(host, routes.listProjectTours, async ({ query, principal }) => {
    await requireProject(db, query.proj, asUser(principal).userId, "view");
    const { proj, ...paging } = query;
    const { rows, total } = await tourListRepository(db).page(proj, paging);
    return { list: rows.map(tourListItemView), total };
  });

  registerRoute(host, routes.createProjectTour, async ({ params, body, principal }) => {
    const { project } = await requireProject(db, params.id, asUser(principal).userId, "edit");
    if (project.kind !== "contents")
      throw new AppError(ErrorCode.badRequest, {
        message: "params.id: a hosting project holds images, not tours",
      });
    // The owner's plan counts, whoever adds the tour.
    const limit = quotaLimit(
      await currentPlans(db, project.owner_id, deps.clock()),
      "toursPerProject",
    );
    const id = randomUUID();
    const now = deps.clock();
    await db.transaction().execute(async (trx) => {
      const tours = projectTourRepository(trx);
      await tours.lockProject(project.id);
      const refused = checkQuota(
        "toursPerProject",
        limit,
        await tourListRepository(trx).countInProject(project.id),
      );
      if (refused !== null) throw new AppError(refused);
      await tours.addTour({
        id,
        projectId: project.id,
        title: body.title.trim(),
        settings: DEFAULT_TOUR_SETTINGS,
        now,
      });
    });
    const item = await tourListRepository(db).item(id);
    if (item === undefined) throw new AppError(ErrorCode.internal);
    return tourListItemView(item);
  });
};
