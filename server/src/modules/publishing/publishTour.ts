import type { PublishVersion } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import { checkQuota, checkTourHasScene, quotaLimit } from "@orbis/core/plans";
import { toPublishedTour } from "@orbis/core/tours";
import type { Deps } from "../../deps";
import { isUniqueViolation } from "../../infra/db/database";
import { currentPlans } from "../entitlements";
import type { TourAccess } from "../projects";
import { iso } from "../projects";
import { storageLedger, storageLimit } from "../storage";
import { tourDocument } from "../tours";
import { snapshotKey, tilesUrl } from "./keys";
import { publishRepository } from "./publishRepository";
import { chooseSlug, requireClaimableSlug, slugTaken } from "./slugs";

/**
 * The ready scenes that are still there, at the same revision, now that the tour row is locked:
 * an editor's save or a re-upload between the first read and the lock must not leave the
 * version pointing at files about to be removed (those writers lock the tour row too).
 */
const stillReady = async (
  repo: ReturnType<typeof publishRepository>,
  tourId: string,
  ready: ReadonlyMap<string, string>,
): Promise<Map<string, string>> => {
  const current = new Set(
    (await repo.readyScenes(tourId)).map((s) => tilesUrl(tourId, s.id, s.revision)),
  );
  return new Map([...ready].filter(([, url]) => current.has(url)));
};

/**
 * Publishes a tour as its next version. Checks first, in the order a publisher fixes them: a
 * reserved slug (400), no finished scene (60006), a slug another tour holds (409), the owner's
 * published-URL quota on a first publication (70003), the owner's storage for the snapshot
 * (20004). Then one transaction records the version, counts the snapshot's bytes and points the
 * slug at it; the snapshot file is written last inside it and removed again if the transaction
 * fails, so a refusal leaves no row, no file and no change in usage.
 */
export const publishTour = async (
  deps: Deps,
  { tour, project }: TourAccess,
  askedSlug: string | undefined,
): Promise<PublishVersion> => {
  const db = deps.db.kysely;
  const ownerId = project.owner_id;
  requireClaimableSlug(askedSlug);
  const ready = await publishRepository(db).readyScenes(tour.id);
  const noScene = checkTourHasScene(ready.length);
  if (noScene !== null) throw new AppError(noScene);
  const slug = await chooseSlug(db, tour, askedSlug);
  const document = await tourDocument(db, tour.id);
  const now = deps.clock();
  const plans = await currentPlans(db, ownerId, now);
  const constraints = plans.plan?.constraints;
  const bytesLimit = await storageLimit(deps, ownerId, "contents");
  const readyScenes = new Map(ready.map((s) => [s.id, tilesUrl(tour.id, s.id, s.revision)]));
  let written: string | null = null;
  try {
    const version = await db.transaction().execute(async (trx) => {
      const repo = publishRepository(trx);
      await repo.lockOwner(ownerId);
      const state = await repo.lockTour(tour.id);
      if (state === undefined) throw new AppError(ErrorCode.notFound);
      if (state.published_version === null) {
        const limit = quotaLimit(plans, "publishedUrls");
        const refused = checkQuota("publishedUrls", limit, await repo.countOnline(ownerId));
        if (refused !== null) throw new AppError(refused, { details: { limit } });
      }
      const next = await repo.nextVersion(tour.id);
      const snapshot = toPublishedTour(document, {
        version: next,
        slug,
        publishedAt: iso(now),
        readyScenes: await stillReady(repo, tour.id, readyScenes),
        features: {
          seo: constraints?.useSeo === true,
          og: constraints?.useOg === true,
          ga: constraints?.useGa === true,
        },
      });
      // A scene removed since the check above leaves nothing to show.
      if (snapshot === null) throw new AppError(ErrorCode.tourHasNoScene);
      const key = snapshotKey(tour.id, next);
      const buffer = Buffer.from(JSON.stringify(snapshot));
      await storageLedger(trx).add(
        {
          key,
          ownerId,
          quota: "contents",
          projectId: project.id,
          tourId: tour.id,
          bytes: buffer.byteLength,
        },
        bytesLimit,
      );
      await repo.addVersion({
        tourId: tour.id,
        version: next,
        slug,
        snapshotKey: key,
        publishedAt: now,
      });
      written = key;
      await deps.files.put(key, { buffer }, "application/json");
      return next;
    });
    return { version, slug, publishedAt: iso(now), current: true };
  } catch (error) {
    if (written !== null) await deps.files.remove(written);
    if (isUniqueViolation(error)) throw slugTaken(slug);
    throw error;
  }
};
