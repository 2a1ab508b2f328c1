import {
  type HostingImage,
  type HostingUploadRefusal,
  routes,
  uploadedFileName,
} from "@orbis/core/contract";
import { AppError, ErrorCode, isAppError } from "@orbis/core/errors";
import type { FastifyBaseLogger } from "fastify";
import type { Deps } from "../../deps";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { projectRepository } from "../projects";
import { requireHostingProject } from "./hostingProject";
import { imageView } from "./imageViews";
import { storeImage } from "./storeImage";

/*
 * A creator uploading twenty panoramas expects the good ones stored and the bad ones named, so
 * each file is stored or refused on its own (one at a time: each decode is a full image). When
 * nothing is stored the call fails like a single-file call would, with the first refusal's code
 * (a full hosting storage answers 80001 as the client's error handling expects), and every
 * refusal is listed in `details.refused`.
 */

const refusalOf = (
  sentName: string,
  error: unknown,
  log: FastifyBaseLogger,
): { refusal: HostingUploadRefusal; error: AppError } => {
  const fileName = uploadedFileName(sentName);
  if (!isAppError(error)) log.error({ err: error, fileName }, "hosted image upload failed");
  const appError = isAppError(error) ? error : new AppError(ErrorCode.internal, { cause: error });
  return {
    refusal: { fileName, code: appError.code, message: appError.message },
    error: appError,
  };
};

/** `POST /api/v2/projects/{id}/images`: panoramas into a hosting project's image store. */
export const registerUploadHandler = (host: RouteHost, deps: Deps): void => {
  const db = deps.db.kysely;

  registerRoute(host, routes.uploadHostingImages, async ({ params, body, principal, request }) => {
    const project = await requireHostingProject(db, params.id, asUser(principal).userId, "edit");
    const stored: HostingImage[] = [];
    const refused: ReturnType<typeof refusalOf>[] = [];
    for (const file of body.files) {
      try {
        stored.push(imageView(await storeImage(deps, project, file)));
      } catch (error) {
        refused.push(refusalOf(file.name, error, request.log));
      }
    }
    const first = refused[0];
    if (stored.length === 0 && first !== undefined) {
      throw new AppError(first.error.code, {
        message: first.error.message,
        details: { refused: refused.map((r) => r.refusal) },
      });
    }
    await projectRepository(db).touch(project.id, deps.clock());
    return { stored, refused: refused.map((r) => r.refusal) };
  });
};
