import { randomUUID } from "node:crypto";
import { routes, SITE_IMAGE_MAX_BYTES, type SitePageState } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import { defaultSitePage, sitePagePictureProblems } from "@orbis/core/tours";
import type { Deps } from "../../../deps";
import { invalidInput } from "../../../http/errors";
import { asUser, type RouteHost, registerRoute } from "../../../http/registerRoute";
import { requireTour, type TourAccess } from "../../projects";
import { releaseFiles, storeFile } from "../../storage";
import { tourUrl } from "../pageHead";
import { type SiteImageRow, sitePageRepository } from "./sitePageRepository";
import { sitePicture } from "./sitePicture";

const imageView = (image: SiteImageRow) => ({
  id: image.id,
  url: `/cdn/${image.fileKey}`,
  width: image.width,
  height: image.height,
});

/**
 * The site editor's calls: a tour's page and its pictures (owner and coworkers who edit) and
 * its place on the landing showcase (the owner alone: it puts their work in front of this
 * server's visitors).
 */
export const registerSitePageHandlers = (host: RouteHost, deps: Deps): void => {
  const db = deps.db.kysely;
  const repo = sitePageRepository(db);

  const stateOf = async ({ tour }: TourAccess): Promise<SitePageState> => {
    const saved = await repo.find(tour.id);
    return {
      page: saved ?? defaultSitePage(tour),
      images: (await repo.images(tour.id)).map(imageView),
      saved: saved !== null,
      url:
        tour.published_version === null || tour.slug === null
          ? null
          : tourUrl(deps.config.publicUrl, tour.slug),
      featured: await repo.isFeatured(tour.id),
    };
  };

  registerRoute(host, routes.getSitePage, async ({ params, principal }) =>
    stateOf(await requireTour(db, params.id, asUser(principal).userId, "edit")),
  );

  registerRoute(host, routes.saveSitePage, async ({ params, body, principal }) => {
    const { userId } = asUser(principal);
    const access = await requireTour(db, params.id, userId, "edit");
    // The schema checked the page's shape; only the tour knows which pictures it may name.
    const problems = sitePagePictureProblems(body, {
      sceneIds: await repo.sceneIds(access.tour.id),
      imageIds: new Set((await repo.images(access.tour.id)).map((i) => i.id)),
    });
    if (problems.length > 0) {
      throw invalidInput(
        problems.map((p) => ({ in: "body", path: p.path.join("."), message: p.message })),
      );
    }
    await repo.save(access.tour.id, body, userId, deps.clock());
    return stateOf(access);
  });

  registerRoute(
    host,
    routes.uploadSitePageImage,
    async ({ params, body, principal }) => {
      const { tour, project } = await requireTour(db, params.id, asUser(principal).userId, "edit");
      const picture = await sitePicture(body.file);
      const id = randomUUID();
      const key = `tours/${tour.id}/site/${id}.webp`;
      const owner = {
        ownerId: project.owner_id,
        quota: "contents" as const,
        projectId: project.id,
        tourId: tour.id,
      };
      // Counted in the owner's storage (20004 when full) before the row that names it is written.
      await storeFile(deps, owner, key, { buffer: picture.webp }, "image/webp");
      const image = { id, fileKey: key, width: picture.width, height: picture.height };
      try {
        await repo.addImage(tour.id, image, deps.clock());
      } catch (error) {
        await releaseFiles(deps, [key]);
        throw error;
      }
      return imageView(image);
    },
    { multipart: { fileBytes: SITE_IMAGE_MAX_BYTES, files: 1 } },
  );

  registerRoute(host, routes.setTourFeatured, async ({ params, body, principal }) => {
    const { tour } = await requireTour(db, params.id, asUser(principal).userId, "manage");
    if (body.featured && tour.published_version === null) {
      throw new AppError(ErrorCode.conflict, {
        message: "Publish the tour before featuring it on the landing page",
      });
    }
    await repo.setFeatured(tour.id, body.featured, deps.clock());
    return { featured: body.featured };
  });
};
