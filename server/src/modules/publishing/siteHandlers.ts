import { randomBytes } from "node:crypto";
import { OG_IMAGE_MAX_BYTES, routes, type Site } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import { type SiteFeatures, siteFeaturesOf } from "@orbis/core/tours";
import type { Deps } from "../../deps";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { isUniqueViolation } from "../../infra/db/database";
import { currentPlans } from "../entitlements";
import { DEFAULT_TOUR_SETTINGS, iso, requireTour } from "../projects";
import { releaseFiles, storeFile } from "../storage";
import { touchTour } from "../tours";
import { ogImage } from "./ogImage";
import { tourUrl } from "./pageHead";
import { publishRepository } from "./publishRepository";
import { headSettingsOf, type SiteRow, siteRepository } from "./siteRepository";
import { requireClaimableSlug, slugTaken } from "./slugs";
import type { VisitStatistics } from "./statistics/visitStatistics";

const DAY_MS = 86_400_000;
/** Days the sites' visit figure covers, today included. */
export const SITE_VISIT_DAYS = 30;

const notPublished = () =>
  new AppError(ErrorCode.notFound, {
    message: "This tour is not published: publish it to give it a site",
  });

/**
 * The sites calls (docs/architecture.md#sites): the caller's sites with their visits of the
 * last 30 days (folded first, as the statistics calls do), one site, its slug, and its Open
 * Graph picture. The title, description and head settings go through `updateTour`.
 */
export const registerSiteHandlers = (
  host: RouteHost,
  deps: Deps,
  statistics: VisitStatistics,
): void => {
  const db = deps.db.kysely;
  const repo = siteRepository(db);
  const since = (now: Date) =>
    new Date(now.getTime() - (SITE_VISIT_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);

  const featuresOf = async (ownerId: string, now: Date): Promise<SiteFeatures> =>
    siteFeaturesOf((await currentPlans(db, ownerId, now)).plan?.constraints);

  const view = (row: SiteRow, allowed: SiteFeatures): Site => {
    const settings = headSettingsOf(row.settings);
    return {
      tourId: row.tourId,
      projectId: row.projectId,
      title: row.title,
      description: row.description,
      slug: row.slug,
      url: tourUrl(deps.config.publicUrl, row.slug),
      version: row.version,
      publishedAt: iso(row.publishedAt),
      thumbnailUrl: row.thumbnailKey === null ? null : `/cdn/${row.thumbnailKey}`,
      visits30Days: row.visits,
      configured: {
        seo: settings?.seo != null,
        og: settings?.og != null,
        ga: settings?.ga != null,
      },
      allowed,
      canEdit: row.coworkerRole !== "viewer",
      isOwner: row.coworkerRole === null,
    };
  };

  const siteOf = async (userId: string, tourId: string): Promise<Site> => {
    const now = deps.clock();
    await statistics.settle();
    const row = await repo.one(userId, tourId, since(now));
    if (row === undefined) throw notPublished();
    return view(row, await featuresOf(row.ownerId, now));
  };

  registerRoute(host, routes.listSites, async ({ principal }) => {
    const now = deps.clock();
    await statistics.settle();
    const rows = await repo.list(asUser(principal).userId, since(now));
    const owners = new Map<string, SiteFeatures>();
    for (const ownerId of new Set(rows.map((r) => r.ownerId)))
      owners.set(ownerId, await featuresOf(ownerId, now));
    return rows.map((row) => view(row, owners.get(row.ownerId) ?? siteFeaturesOf(null)));
  });

  registerRoute(host, routes.getSite, async ({ params, principal }) => {
    const { userId } = asUser(principal);
    await requireTour(db, params.id, userId, "view");
    return siteOf(userId, params.id);
  });

  // The page moves at once; the versions keep the slug they went out at in the history.
  registerRoute(host, routes.changeSiteSlug, async ({ params, body, principal }) => {
    const { userId } = asUser(principal);
    const { tour, project } = await requireTour(db, params.id, userId, "publish");
    if (tour.published_version === null) throw notPublished();
    requireClaimableSlug(body.slug);
    if (body.slug !== tour.slug) {
      const holder = await publishRepository(db).slugHolder(body.slug);
      if (holder !== undefined && holder !== tour.id) throw slugTaken(body.slug);
      try {
        await repo.setSlug(tour.id, body.slug);
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken(body.slug);
        throw error;
      }
      await touchTour(db, tour.id, project.id, deps.clock());
    }
    return siteOf(userId, tour.id);
  });

  registerRoute(
    host,
    routes.uploadSiteOgImage,
    async ({ params, body, principal }) => {
      const { tour, project } = await requireTour(db, params.id, asUser(principal).userId, "edit");
      const now = deps.clock();
      if (!(await featuresOf(project.owner_id, now)).og) throw new AppError(ErrorCode.ogNotAllowed);
      const picture = await ogImage(body.file);
      const key = `tours/${tour.id}/og-${randomBytes(8).toString("hex")}.webp`;
      const owner = {
        ownerId: project.owner_id,
        quota: "contents" as const,
        projectId: project.id,
        tourId: tour.id,
      };
      await storeFile(deps, owner, key, { buffer: picture }, "image/webp");
      const settings = headSettingsOf(tour.settings) ?? DEFAULT_TOUR_SETTINGS;
      const imageUrl = `/cdn/${key}`;
      const before = settings.og?.imageUrl ?? null;
      await repo.setSettings(tour.id, {
        ...settings,
        og: { title: "", description: "", ...settings.og, imageUrl },
      });
      await touchTour(db, tour.id, project.id, now);
      // The picture it replaces, when it was this tour's own upload (kept while a version uses it).
      const ownPrefix = `/cdn/tours/${tour.id}/og-`;
      if (before?.startsWith(ownPrefix)) await releaseFiles(deps, [before.slice("/cdn/".length)]);
      return { imageUrl };
    },
    { multipart: { fileBytes: OG_IMAGE_MAX_BYTES, files: 1 } },
  );
};
