import { routes } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import { parseModelPath } from "@orbis/core/tours";
import type { Deps } from "../../deps";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { requireTour } from "../projects";
import { tourKey } from "../tours";
import { tourModelRepository } from "./tourModelRepository";
import {
  keepVerification,
  keptVerification,
  readBytes,
  validateModel,
  validatorVersion,
} from "./verification";

/**
 * `POST /tour/{id}/verification/model`: checks a model of the tour with Khronos' glTF validator
 * and keeps the answer beside it, which placing the model then requires. A kept answer of the
 * same validator version is given again without rerunning it: the file under a key never changes.
 */
export const registerVerifyHandlers = (host: RouteHost, deps: Deps): void => {
  const db = deps.db.kysely;

  registerRoute(host, routes.verifyTourModel, async ({ params, body, principal }) => {
    const access = await requireTour(db, params.id, asUser(principal).userId, "edit");
    const tourId = access.tour.id;
    // Anything but a model file of this very tour is, from here, a file that does not exist.
    const model = parseModelPath(body.filePath);
    if (model === null)
      throw new AppError(ErrorCode.notFound, { message: `No model at ${body.filePath}` });
    const key = tourKey(tourId, body.filePath);
    if ((await tourModelRepository(db).storedObject(tourId, key)) === undefined)
      throw new AppError(ErrorCode.notFound, { message: `No model at ${body.filePath}` });
    const version = await validatorVersion();
    const kept = await keptVerification(deps.files, tourId, model);
    if (kept !== null && kept.validatorVersion === version) return kept.verification;
    const bytes = await readBytes(deps.files, key);
    if (bytes === null)
      throw new AppError(ErrorCode.notFound, { message: `No model at ${body.filePath}` });
    const verification = await validateModel(bytes, model.format);
    await keepVerification(deps, access, model, { validatorVersion: version, verification });
    return verification;
  });
};
