import { randomUUID } from "node:crypto";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { routes } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { Deps } from "../../deps";
import { tempPathOf } from "../../http/multipart";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { requireProject, tourListItemView, tourListRepository } from "../projects";
import { readArchivePlan, requireZipUpload } from "./archivePlan";
import { createImportedTour, requireRoomForTour } from "./importTour";
import { type PreparedScene, prepareScene } from "./sceneImages";
import { openZipArchive } from "./zipArchive";

/**
 * `POST /projects/{id}/import`: a Pannellum or Marzipano tour ZIP becomes a new tour. Everything
 * is checked before anything is stored: access, the tour quota, the archive (zip slip, bombs),
 * the document, and every scene's image, rebuilt into an equirectangular panorama when it comes
 * as cube faces or tiles and inspected as an upload. Then the tour is stored all or nothing and
 * its scenes are tiled like uploads. The archive is unpacked only into a folder of the request's
 * own, removed when it ends.
 */
export const registerImportHandler = (host: RouteHost, deps: Deps): void => {
  registerRoute(
    host,
    routes.importTour,
    async ({ params, body, principal }) => {
      const db = deps.db.kysely;
      const access = await requireProject(db, params.id, asUser(principal).userId, "edit");
      if (access.project.kind !== "contents")
        throw new AppError(ErrorCode.badRequest, {
          message: "params.id: a hosting project holds images, not tours",
        });
      // Checked again when the tour is added; here so a full project costs no unpacking.
      await requireRoomForTour(deps, access);
      const upload = tempPathOf(body.file);
      if (upload === undefined)
        throw new AppError(ErrorCode.internal, { message: "upload was not spooled to disk" });
      await requireZipUpload(upload);
      const work = join(deps.config.dataDir, "tmp", `import-${randomUUID()}`);
      await mkdir(work, { recursive: true });
      try {
        const archive = await openZipArchive(upload);
        const prepared: PreparedScene[] = [];
        let found: Awaited<ReturnType<typeof readArchivePlan>>;
        try {
          found = await readArchivePlan(archive);
          for (const scene of found.plan.scenes)
            prepared.push(await prepareScene(archive, found.documentDir, scene, work));
        } finally {
          archive.close();
        }
        const title = body.title?.trim() ?? found.plan.title;
        const tourId = await createImportedTour(deps, access, found.plan, title, prepared);
        const item = await tourListRepository(db).item(tourId);
        if (item === undefined) throw new AppError(ErrorCode.internal);
        return { tour: tourListItemView(item), warnings: [...found.warnings] };
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    },
    // Each import unpacks and may rebuild panoramas: a few a minute is plenty for a person.
    { rateLimitPerMinute: 20 },
  );
};
