import { randomUUID } from "node:crypto";
import { routes } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import { checkQuota, checkTourHasScene, quotaLimit } from "@orbis/core/plans";
import type { Deps } from "../../deps";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { currentPlans } from "../entitlements";
import { requireProject, requireTour } from "./access";
import { deleteProjectWithFiles } from "./deleteProject";
import { projectRepository } from "./projectRepository";
import { projectTourRepository } from "./projectTourRepository";
import { projectViews } from "./projectViews";

/** Listing, creating, renaming and deleting projects (main API v2). */
export const registerProjectHandlers = (host: RouteHost, deps: Deps): void => {
  const db = deps.db.kysely;
  const repo = projectRepository(db);
  const viewOf = async (id: string) => {
    const row = await repo.find(id);
    if (row === undefined) throw new AppError(ErrorCode.notFound);
    const [view] = await projectViews(db, [row]);
    return view as NonNullable<typeof view>;
  };

  registerRoute(host, routes.listProjects, async ({ query, principal }) => {
    const me = asUser(principal);
    const owner = query.owner ?? me.userId;
    // Someone else's projects: only those they share with the caller.
    return projectViews(
      db,
      await repo.listOwned(owner, owner === me.userId ? undefined : me.userId),
    );
  });

  registerRoute(host, routes.listSharedProjects, async ({ principal }) => {
    const me = asUser(principal);
    const views = await projectViews(db, await repo.listSharedWith(me.userId));
    return views.map((p) => ({
      ownerID: p.owner.id,
      projectID: p.id,
      name: p.name,
      owner: p.owner,
    }));
  });

  registerRoute(host, routes.createProject, async ({ body, principal }) => {
    const me = asUser(principal);
    if (body.tourId !== undefined && body.kind !== "contents") {
      throw new AppError(ErrorCode.badRequest, {
        message: "body.tourId: only a contents project holds tours",
      });
    }
    const moved =
      body.tourId === undefined
        ? undefined
        : await requireTour(db, body.tourId, me.userId, "manage");
    if (moved !== undefined) {
      const scenes = await projectTourRepository(db).sceneIds(moved.tour.id);
      const refused = checkTourHasScene(scenes.length);
      if (refused !== null) throw new AppError(refused);
    }
    const kind = body.kind === "contents" ? "projects" : "hostingProjects";
    const limit = quotaLimit(await currentPlans(db, me.userId, deps.clock()), kind);
    const id = randomUUID();
    const now = deps.clock();
    await db.transaction().execute(async (trx) => {
      await projectRepository(trx).lockOwner(me.userId);
      const refused = checkQuota(
        kind,
        limit,
        await projectRepository(trx).countOwned(me.userId, body.kind),
      );
      if (refused !== null) throw new AppError(refused);
      await projectRepository(trx).create({
        id,
        ownerId: me.userId,
        name: body.name.trim(),
        kind: body.kind,
        now,
      });
      if (moved !== undefined) {
        // The tour moves with its files: storage stays with the same owner, only the project changes.
        await projectTourRepository(trx).moveTour(moved.tour.id, id, now);
      }
    });
    return viewOf(id);
  });

  registerRoute(host, routes.updateProject, async ({ params, body, principal }) => {
    await requireProject(db, params.id, asUser(principal).userId, "manage");
    await repo.rename(params.id, body.name.trim(), deps.clock());
    return viewOf(params.id);
  });

  registerRoute(host, routes.deleteProject, async ({ params, principal }) => {
    await requireProject(db, params.id, asUser(principal).userId, "manage");
    await deleteProjectWithFiles(deps, params.id);
    return null;
  });
};
