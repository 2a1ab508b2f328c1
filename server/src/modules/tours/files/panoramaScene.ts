import type { Scene } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { Deps } from "../../../deps";
import type { TourAccess } from "../../projects";
import { inspectPanorama } from "../tiling";
import { sceneView } from "../tourDocument";
import { storePanorama } from "./panoramaUpload";
import { sceneRepository } from "./sceneRepository";

/** A panorama file another module made (an AI image, say), to add to a tour. */
export interface PanoramaFile {
  /** The image on disk; it stays the caller's to remove. */
  readonly path: string;
  /** The scene's file name, as an upload's would be. */
  readonly fileName: string;
  readonly title: string;
}

/**
 * Adds a panorama to a tour as a new scene, exactly as an upload of it would: checked, its
 * source, preview and thumbnail stored against the tour owner's storage (20004 when it does not
 * fit, nothing kept), and tiled in the background. Answers the new scene, still queued.
 */
export const addPanoramaScene = async (
  deps: Deps,
  access: TourAccess,
  panorama: PanoramaFile,
): Promise<Scene> => {
  const inspection = await inspectPanorama(panorama.path, { name: panorama.fileName });
  const file = new File([], panorama.fileName, { type: `image/${inspection.format}` });
  const stored = await storePanorama(
    deps,
    access,
    { file, path: panorama.path, inspection, title: panorama.title },
    false,
  );
  await deps.jobs.dispatch([stored.tilingJob]);
  const row = await sceneRepository(deps.db.kysely).find(stored.sceneId);
  if (row === undefined)
    throw new AppError(ErrorCode.internal, { message: "the new scene was not found" });
  return sceneView(row);
};
