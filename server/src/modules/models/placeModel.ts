import { randomUUID } from "node:crypto";
import type { Model, ModelCreate } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import { modelPathOf, parseModelPath } from "@orbis/core/tours";
import type { Deps } from "../../deps";
import { invalidInput } from "../../http/errors";
import type { TourAccess } from "../projects";
import { type StoredObject, storageLedger, storageLimit } from "../storage";
import { cdnUrl, touchTour, tourKey } from "../tours";
import { catalogueRepository } from "./catalogueRepository";
import { tourModelRepository } from "./tourModelRepository";
import { keptVerification } from "./verification";

/** A placement's file: its link, format and size. */
type Source = Pick<Model, "url" | "format" | "bytes" | "catalogueId">;

const filePathProblem = (message: string) =>
  invalidInput([{ in: "body", path: "filePath", message }]);

/**
 * The placement of an uploaded model: the file must be a model of this tour that was verified
 * valid, so a tour never shows a model a viewer could fail to load.
 */
const uploadedSource = async (deps: Deps, tourId: string, filePath: string): Promise<Source> => {
  const model = parseModelPath(filePath);
  if (model === null)
    throw filePathProblem("not a model path: expected models/{name}.glb or .gltf from the upload");
  const key = tourKey(tourId, filePath);
  const stored = await tourModelRepository(deps.db.kysely).storedObject(tourId, key);
  if (stored === undefined) throw filePathProblem(`no uploaded model at ${filePath} in this tour`);
  const kept = await keptVerification(deps.files, tourId, model);
  if (kept === null) throw filePathProblem(`${filePath} has not been verified; verify it first`);
  if (!kept.verification.valid) {
    const first = kept.verification.issues.find((i) => i.severity === "error");
    throw filePathProblem(
      `${filePath} failed validation${first === undefined ? "" : ` (${first.code}: ${first.message})`}`,
    );
  }
  return { url: cdnUrl(key), format: model.format, bytes: stored.bytes, catalogueId: null };
};

/**
 * Places a model in a tour. A catalogue model is copied into the tour's folder (once per tour:
 * later placements share the copy) so the tour stays whole when the catalogue changes; the copy
 * counts toward the owner's storage, checked and recorded in the placement's transaction.
 * Everything the body names is checked before anything is written.
 */
export const placeModel = async (
  deps: Deps,
  { tour, project }: TourAccess,
  body: ModelCreate,
): Promise<Model> => {
  const db = deps.db.kysely;
  const repo = tourModelRepository(db);
  if (!(await repo.sceneInTour(tour.id, body.sceneId)))
    throw invalidInput([
      { in: "body", path: "sceneId", message: `scene ${body.sceneId} is not in the tour` },
    ]);
  const { catalogueId, filePath, ...placement } = body;
  const id = randomUUID();
  const now = deps.clock();
  /** Writes the placement, and the ledger row of a new copy, in one transaction. */
  const insert = async (source: Source, copy?: StoredObject, limit: number | null = null) => {
    const model: Model = { ...placement, id, ...source };
    await db.transaction().execute(async (trx) => {
      if (copy !== undefined) await storageLedger(trx).add(copy, limit);
      await tourModelRepository(trx).insert(tour.id, model, now);
      await touchTour(trx, tour.id, project.id, now);
    });
    return model;
  };

  if (filePath !== undefined) return insert(await uploadedSource(deps, tour.id, filePath));

  const item = await catalogueRepository(db).model(catalogueId as string);
  if (item === undefined)
    throw invalidInput([
      { in: "body", path: "catalogueId", message: `no catalogue model ${catalogueId}` },
    ]);
  const shared = await repo.catalogueCopy(tour.id, item.id);
  if (shared !== undefined)
    return insert({
      url: shared.url,
      format: shared.format,
      bytes: shared.bytes,
      catalogueId: item.id,
    });

  const key = tourKey(tour.id, modelPathOf(randomUUID(), item.format));
  const limit = await storageLimit(deps, project.owner_id, "contents");
  if (!(await deps.files.copy(item.file_key, key)))
    throw new AppError(ErrorCode.internal, {
      message: `The catalogue file of ${item.id} is missing`,
    });
  const bytes = (await deps.files.stat(key))?.bytes ?? Number(item.bytes);
  try {
    return await insert(
      { url: cdnUrl(key), format: item.format, bytes, catalogueId: item.id },
      {
        key,
        ownerId: project.owner_id,
        quota: "contents",
        projectId: project.id,
        tourId: tour.id,
        bytes,
      },
      limit,
    );
  } catch (error) {
    // Refused (storage full) or failed: the copy must not outlive its missing ledger row.
    await deps.files.remove(key);
    throw error;
  }
};
