import { randomUUID } from "node:crypto";
import type { UploadedFile } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { Deps } from "../../../deps";
import { sha256Of } from "../../../http/multipart";
import { DEFAULT_SCENE_VIEW, type TourAccess } from "../../projects";
import { storageLedger, storageLimit } from "../../storage";
import type { PanoramaInspection } from "../tiling";
import { revisionPrefix } from "../tourDocument";
import { tourRepository } from "../tourRepository";
import { sceneRepository } from "./sceneRepository";
import { enqueueTiling } from "./tilingJob";

/** A checked panorama of an upload, ready to store. */
export interface CheckedPanorama {
  readonly file: File;
  readonly path: string;
  readonly inspection: PanoramaInspection;
  /** A new scene's title; the file's name without its extension by default. */
  readonly title?: string;
}

/** What was stored for one panorama, so the request can undo it or tile it. */
export interface StoredPanorama {
  readonly answer: UploadedFile;
  readonly sceneId: string;
  readonly revision: number;
  /** The tiling job, committed with the scene: dispatch it once the request is done. */
  readonly tilingJob: string;
  readonly keys: readonly string[];
  /** The revision an overwrite replaced, to give back once the new one is in. */
  readonly replaced: { readonly prefix: string } | null;
}

const EXT = { jpeg: "jpg", png: "png", webp: "webp" } as const;
const TITLE_MAX = 100;

/** A scene title from a file name: the name without its extension, cut to the title's length. */
const titleOf = (fileName: string) =>
  (fileName.replace(/\.[^.]+$/, "").trim() || fileName).slice(0, TITLE_MAX);

/**
 * Stores one checked panorama as a scene revision: the source (private), its preview and
 * thumbnail (public), then, in one transaction, their bytes against the owner's storage, the
 * scene row (new, or the overwritten scene moved to a new revision) and its tiling job, so a
 * scene is never queued without the job that tiles it.
 */
export const storePanorama = async (
  deps: Deps,
  access: TourAccess,
  pano: CheckedPanorama,
  overwrite: boolean,
): Promise<StoredPanorama> => {
  const db = deps.db.kysely;
  const tourId = access.tour.id;
  const existing = overwrite
    ? await sceneRepository(db).byFileName(tourId, pano.file.name)
    : undefined;
  const sceneId = existing?.id ?? randomUUID();
  const revision = (existing?.revision ?? 0) + 1;
  const prefix = revisionPrefix(tourId, sceneId, revision);
  const { format, width, height, preview, thumbnail } = pano.inspection;
  const files = [
    { key: `${prefix}source.${EXT[format]}`, body: { path: pano.path }, type: `image/${format}` },
    { key: `${prefix}preview.jpg`, body: { buffer: preview }, type: "image/jpeg" },
    { key: `${prefix}thumbnail.jpg`, body: { buffer: thumbnail }, type: "image/jpeg" },
  ];
  const written: { key: string; bytes: number }[] = [];
  try {
    for (const f of files)
      written.push({ key: f.key, bytes: (await deps.files.put(f.key, f.body, f.type)).bytes });
    const limit = await storageLimit(deps, access.project.owner_id, "contents");
    const now = deps.clock();
    const sourceBytes = written[0]?.bytes ?? 0;
    const tilingJob = await db.transaction().execute(async (trx) => {
      const ledger = storageLedger(trx);
      for (const w of written) {
        await ledger.add(
          {
            key: w.key,
            ownerId: access.project.owner_id,
            quota: "contents",
            projectId: access.project.id,
            tourId,
            bytes: w.bytes,
          },
          limit,
        );
      }
      const image = {
        file_name: pano.file.name,
        width,
        height,
        source_bytes: sourceBytes,
        source_key: files[0]?.key ?? "",
        source_sha256: sha256Of(pano.file) ?? null,
        revision,
        tiles: null,
        preview_key: files[1]?.key ?? null,
        thumbnail_key: files[2]?.key ?? null,
        state: "queued" as const,
        progress: 0,
        error: null,
        updated_at: now,
      };
      const scenes = sceneRepository(trx);
      const tours = tourRepository(trx);
      if (existing !== undefined) {
        await scenes.update(sceneId, image);
      } else {
        await scenes.insert({
          ...image,
          id: sceneId,
          tour_id: tourId,
          title: (pano.title ?? titleOf(pano.file.name)).slice(0, TITLE_MAX),
          ord: await scenes.nextOrder(tourId),
          initial_view: JSON.stringify(DEFAULT_SCENE_VIEW),
          geo: null,
          created_at: now,
        });
        // The first scene of a tour is where a visit starts until the editor says otherwise.
        await tours.startAtIfUnset(tourId, JSON.stringify({ sceneId, ...DEFAULT_SCENE_VIEW }));
      }
      await tours.update(tourId, { updated_at: now });
      return enqueueTiling(deps, { tourId, sceneId, revision }, trx);
    });
    return {
      answer: {
        fileName: pano.file.name,
        kind: "panorama",
        path: `scenes/${sceneId}/r${revision}/source.${EXT[format]}`,
        bytes: sourceBytes,
        sceneId,
      },
      sceneId,
      revision,
      tilingJob,
      keys: files.map((f) => f.key),
      replaced:
        existing === undefined
          ? null
          : { prefix: revisionPrefix(tourId, sceneId, existing.revision) },
    };
  } catch (error) {
    for (const w of written) await deps.files.remove(w.key);
    if (error instanceof AppError) throw error;
    throw new AppError(ErrorCode.internal, {
      message: `${pano.file.name}: the panorama could not be stored`,
      cause: error,
    });
  }
};
