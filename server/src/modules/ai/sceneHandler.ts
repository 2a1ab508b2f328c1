import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { aiSceneTitle } from "@orbis/core/ai";
import { routes } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { Deps } from "../../deps";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { requireTour } from "../projects";
import { addPanoramaScene } from "../tours";
import { aiMonthlyLimit } from "./aiAllowance";
import { aiImageRepository } from "./aiImageRepository";

/**
 * `POST /edu/tour/{tourId}/scenes/ai-image`: a complete AI image of the caller's becomes a new
 * scene of a tour the caller may edit, through the upload's own pipeline (checked, stored against
 * the tour owner's storage, tiled). The image stays in the caller's gallery.
 */
export const registerSceneHandler = (host: RouteHost, deps: Deps): void => {
  const db = deps.db.kysely;
  registerRoute(
    host,
    routes.createSceneFromAiImage,
    async ({ params, body, principal }) => {
      const userId = asUser(principal).userId;
      await aiMonthlyLimit(deps, userId);
      const access = await requireTour(db, params.tourId, userId, "edit");
      const [image] = await aiImageRepository(db).ownedOf(userId, [body.aiImageId]);
      if (image === undefined)
        throw new AppError(ErrorCode.notFound, {
          message: `body.aiImageId: no AI image "${body.aiImageId}"`,
        });
      if (image.status !== "complete" || image.image_key === null)
        throw new AppError(ErrorCode.conflict, {
          message: `body.aiImageId: the AI image is ${image.status}; only a complete one becomes a scene`,
        });
      const work = join(deps.config.dataDir, "tmp", `ai-scene-${randomUUID()}`);
      try {
        await mkdir(work, { recursive: true });
        const picture = await deps.files.read(image.image_key);
        if (picture === null)
          throw new AppError(ErrorCode.internal, { message: "the AI image's file is missing" });
        const path = join(work, "panorama.jpg");
        await pipeline(picture.stream, createWriteStream(path));
        return await addPanoramaScene(deps, access, {
          path,
          fileName: `ai-${image.id.slice(0, 8)}.jpg`,
          title: body.title ?? aiSceneTitle(image.prompt),
        });
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    },
    { rateLimitPerMinute: 60 },
  );
};
