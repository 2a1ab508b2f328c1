import { renamedFileName, routes } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { Deps } from "../../deps";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { projectRepository } from "../projects";
import { removeStored, storageLedger } from "../storage";
import { requireHostingProject } from "./hostingProject";
import { hostingImageRepository } from "./imageRepository";
import { imageView } from "./imageViews";

/** Listing, reading, renaming and deleting the images of a hosting project (main API v2). */
export const registerImageHandlers = (host: RouteHost, deps: Deps): void => {
  const db = deps.db.kysely;
  const repo = hostingImageRepository(db);
  const imageOf = async (projectId: string, imageId: string) => {
    const row = await repo.find(projectId, imageId);
    if (row === undefined) throw new AppError(ErrorCode.notFound);
    return row;
  };

  registerRoute(host, routes.listHostingImages, async ({ params, query, principal }) => {
    await requireHostingProject(db, params.id, asUser(principal).userId, "view");
    const { rows, total } = await repo.page(params.id, query);
    return { list: rows.map(imageView), total };
  });

  registerRoute(host, routes.getHostingImage, async ({ params, principal }) => {
    await requireHostingProject(db, params.id, asUser(principal).userId, "view");
    return imageView(await imageOf(params.id, params.imageId));
  });

  registerRoute(host, routes.updateHostingImage, async ({ params, body, principal }) => {
    await requireHostingProject(db, params.id, asUser(principal).userId, "edit");
    const row = await imageOf(params.id, params.imageId);
    const fileName = renamedFileName(row.file_name, body.title);
    await repo.rename(row.id, fileName);
    await projectRepository(db).touch(params.id, deps.clock());
    return imageView({ ...row, file_name: fileName });
  });

  // The row and its ledger rows go in one transaction, the files after: a crash in between
  // leaves unused files, never a listed image whose files are gone.
  registerRoute(host, routes.deleteHostingImage, async ({ params, principal }) => {
    await requireHostingProject(db, params.id, asUser(principal).userId, "edit");
    const row = await imageOf(params.id, params.imageId);
    const freed = await db.transaction().execute(async (trx) => {
      const rows = await storageLedger(trx).release([row.file_key, row.thumbnail_key]);
      await hostingImageRepository(trx).remove(row.id);
      return rows;
    });
    await removeStored(deps, freed);
    await projectRepository(db).touch(params.id, deps.clock());
    return null;
  });
};
