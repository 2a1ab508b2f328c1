import { randomUUID } from "node:crypto";
import { uploadedFileName } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { Deps } from "../../deps";
import { tempPathOf } from "../../http/multipart";
import type { ProjectRow } from "../projects";
import { releaseFiles, storeFile } from "../storage";
import { inspectPanorama } from "../tours";
import { type HostingImageRow, hostingImageRepository } from "./imageRepository";
import { CONTENT_TYPES, imageKeys } from "./imageViews";

/**
 * Stores one uploaded panorama in a hosting project, all or nothing: it is inspected first
 * (magic bytes, 2:1, size and pixel limits, a full decode that fails on truncation), then the
 * panorama and its thumbnail are stored against the project owner's HOSTING storage (80001 when
 * full), then the row is written. A failure at any step gives back what the earlier steps
 * stored, so a refused file leaves no row, no file and no change in usage.
 */
export const storeImage = async (
  deps: Deps,
  project: ProjectRow,
  file: File,
): Promise<HostingImageRow> => {
  const fileName = uploadedFileName(file.name);
  const path = tempPathOf(file);
  // Multipart bodies are always disk-backed; anything else is a programming error upstream.
  if (path === undefined)
    throw new AppError(ErrorCode.internal, { message: `${fileName}: no upload on disk` });
  const inspection = await inspectPanorama(path, { name: fileName });

  const id = randomUUID();
  const keys = imageKeys(project.id, id, inspection.format);
  const owner = {
    ownerId: project.owner_id,
    quota: "hosting" as const,
    projectId: project.id,
    tourId: null,
  };
  const stored: string[] = [];
  try {
    const bytes = await storeFile(
      deps,
      owner,
      keys.file,
      { path },
      CONTENT_TYPES[inspection.format],
    );
    stored.push(keys.file);
    await storeFile(deps, owner, keys.thumbnail, { buffer: inspection.thumbnail }, "image/jpeg");
    stored.push(keys.thumbnail);
    const row = {
      id,
      project_id: project.id,
      file_name: fileName,
      width: inspection.width,
      height: inspection.height,
      bytes,
      file_key: keys.file,
      thumbnail_key: keys.thumbnail,
      created_at: deps.clock(),
    };
    await hostingImageRepository(deps.db.kysely).insert(row);
    return row satisfies HostingImageRow;
  } catch (error) {
    await releaseFiles(deps, stored);
    throw error;
  }
};
