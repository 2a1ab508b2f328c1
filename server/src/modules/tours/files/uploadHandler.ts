import { routes, type UploadedFile } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import { fileNameProblem } from "@orbis/core/tours";
import type { Deps } from "../../../deps";
import { tempPathOf } from "../../../http/multipart";
import { asUser, type RouteHost, registerRoute } from "../../../http/registerRoute";
import { requireTour } from "../../projects";
import { releaseFiles, storageLedger, unpublishedKeys } from "../../storage";
import { acceptModelUpload, isModelFile } from "../modelUpload";
import { inspectPanorama } from "../tiling";
import { type CheckedPanorama, type StoredPanorama, storePanorama } from "./panoramaUpload";
import { pauseAfterCommit } from "./pauseAfterCommit";
import { sceneRepository } from "./sceneRepository";

/**
 * `POST /tours/{id}/files`: every file is checked first (name, type by magic bytes, 2:1,
 * size and pixel limits, a full decode), then all are stored: one bad file refuses the request
 * and nothing of it is kept. Each panorama becomes a scene (or a new revision of the scene with
 * the same file name, with `overwrite`) and is tiled in the background.
 */
export const registerUploadHandler = (host: RouteHost, deps: Deps): void => {
  registerRoute(
    host,
    routes.uploadTourFiles,
    async ({ params, query, body, principal }) => {
      const access = await requireTour(deps.db.kysely, params.id, asUser(principal).userId, "edit");
      // Panoramas are checked first; glTF/GLB models are checked as they are accepted.
      const checked: (CheckedPanorama | { file: File; model: true })[] = [];
      for (const [i, file] of body.files.entries()) {
        const problem = fileNameProblem(file.name);
        if (problem !== null)
          throw new AppError(ErrorCode.badRequest, { message: `body.files.${i}: ${problem}` });
        const path = tempPathOf(file);
        if (path === undefined)
          throw new AppError(ErrorCode.internal, { message: "upload was not spooled to disk" });
        if (await isModelFile(path)) checked.push({ file, model: true });
        else
          checked.push({
            file,
            path,
            inspection: await inspectPanorama(path, { name: file.name }),
          });
      }
      const stored: StoredPanorama[] = [];
      const models: UploadedFile[] = [];
      const answers: UploadedFile[] = [];
      try {
        for (const item of checked) {
          if ("model" in item) {
            const model = await acceptModelUpload(deps, access, item.file);
            models.push(model);
            answers.push(model);
          } else {
            const pano = await storePanorama(deps, access, item, query.overwrite);
            stored.push(pano);
            answers.push(pano.answer);
          }
        }
      } catch (error) {
        await undo(deps, stored);
        await releaseFiles(
          deps,
          models.map((m) => `tours/${access.tour.id}/${m.path}`),
        );
        // Their jobs were committed with the scenes: run, they find nothing left and end.
        await deps.jobs.dispatch(stored.map((s) => s.tilingJob));
        throw error;
      }
      for (const s of stored) {
        if (s.replaced !== null) await releaseRevision(deps, s.replaced.prefix);
      }
      await pauseAfterCommit(deps.config);
      await deps.jobs.dispatch(stored.map((s) => s.tilingJob));
      return answers;
    },
    { rateLimitPerMinute: 120 },
  );
};

/** Gives back what earlier files of a refused request stored (their scene rows go with them). */
const undo = async (deps: Deps, stored: readonly StoredPanorama[]) => {
  for (const s of stored) {
    if (s.replaced === null) await sceneRepository(deps.db.kysely).remove([s.sceneId]);
    await releaseFiles(deps, s.keys);
  }
};

/** Gives back a replaced revision's files (source, preview, thumbnail and tiles). */
export const releaseRevision = async (deps: Deps, prefix: string): Promise<void> => {
  // A published version may still show the old revision: then it stays, counted, with the tour.
  const free = await unpublishedKeys({ db: deps.db.kysely, files: deps.files }, [prefix]);
  if (free.length === 0) return;
  const rows = await deps.db.kysely
    .transaction()
    .execute((trx) => storageLedger(trx).releasePrefix(prefix));
  for (const row of rows) {
    if (row.isPrefix) await deps.files.removePrefix(row.key);
    else await deps.files.remove(row.key);
  }
};
