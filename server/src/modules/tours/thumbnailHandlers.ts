import { routes } from "@orbis/core/contract";
import type { Deps } from "../../deps";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { requireTour } from "../projects";
import { releaseFiles, storeFile } from "../storage";
import { randomName, tourThumbnail } from "./images";
import { touchTour } from "./tourAccess";
import { tourRepository } from "./tourRepository";

/** The tour's card picture: stored against the owner's storage, the old one given back. */
export const registerThumbnailHandlers = (host: RouteHost, deps: Deps): void => {
  const db = deps.db.kysely;

  registerRoute(
    host,
    routes.uploadTourThumbnail,
    async ({ params, body, principal }) => {
      const { tour, project } = await requireTour(db, params.id, asUser(principal).userId, "edit");
      const picture = await tourThumbnail(body.file);
      const key = `tours/${tour.id}/thumbnail-${randomName()}.webp`;
      const owner = {
        ownerId: project.owner_id,
        quota: "contents" as const,
        projectId: project.id,
        tourId: tour.id,
      };
      await storeFile(deps, owner, key, { buffer: picture }, "image/webp");
      await tourRepository(db).update(tour.id, { thumbnail_key: key });
      await touchTour(db, tour.id, project.id, deps.clock());
      if (tour.thumbnail_key !== null) await releaseFiles(deps, [tour.thumbnail_key]);
      return { thumbnailUrl: `/cdn/${key}` };
    },
    { multipart: { fileBytes: 10 * 1024 * 1024, files: 1 } },
  );
};
