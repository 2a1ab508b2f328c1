import { randomUUID } from "node:crypto";
import { routes } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import { streetViewPose, streetViewSizeProblem } from "@orbis/core/streetView";
import type { Deps } from "../../deps";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import type { StreetViewPublisher } from "../../infra/streetView";
import { requireTour } from "../projects";
import { STREET_VIEW_JOB, settlePhoto } from "./publishJob";
import { type PublishRow, streetViewRepository } from "./streetViewRepository";
import { refreshTokenBox } from "./tokenBox";
import { publishView } from "./views";

/** How many publishes the list shows. */
const LIST_LIMIT = 100;
/** How many photos Google is still processing the list asks about, per call. */
const REFRESH_LIMIT = 5;

/** Reads the scene's geo position as core's pose rule takes it. */
const geoOf = (geo: unknown): { lat: number; lon: number } | null => {
  if (typeof geo !== "object" || geo === null) return null;
  const { lat, lon } = geo as { lat?: unknown; lon?: unknown };
  return typeof lat === "number" && typeof lon === "number" ? { lat, lon } : null;
};

/**
 * Publishing a scene (owner or editor coworker, with a linked account; the checks all come before
 * anything is written) and the caller's publishes, whose photos still processing at Google are
 * read again.
 */
export const registerPublishHandlers = (
  host: RouteHost,
  deps: Deps,
  publisher: StreetViewPublisher,
): void => {
  const db = deps.db.kysely;
  const repo = streetViewRepository(db);

  registerRoute(
    host,
    routes.publishToStreetView,
    async ({ body, principal }) => {
      const userId = asUser(principal).userId;
      // Whose tour it is comes first: someone else's tour is refused the same on every server.
      await requireTour(db, body.tourId, userId, "edit");
      if (!publisher.configured) throw new AppError(ErrorCode.streetViewNotConfigured);
      if ((await repo.findLink(userId)) === undefined)
        throw new AppError(ErrorCode.streetViewNotLinked);
      const scene = await repo.findScene(body.tourId, body.sceneId);
      if (scene === undefined)
        throw new AppError(ErrorCode.notFound, {
          message: `body.sceneId: the tour has no scene "${body.sceneId}"`,
        });
      const sizeProblem = streetViewSizeProblem(scene.width, scene.height);
      if (sizeProblem !== null)
        throw new AppError(ErrorCode.panoramaNotEquirectangular, {
          message: `body.sceneId: ${sizeProblem}`,
        });
      const pose = streetViewPose({ ...body, sceneGeo: geoOf(scene.geo) });
      if ("problem" in pose) throw new AppError(ErrorCode.badRequest, { message: pose.problem });
      const now = deps.clock();
      const row: PublishRow = {
        id: randomUUID(),
        user_id: userId,
        tour_id: body.tourId,
        scene_id: scene.id,
        scene_title: scene.title,
        state: "pending",
        reason: null,
        photo_id: null,
        maps_publish_status: null,
        share_link: null,
        ...pose.pose,
        created_at: now,
        updated_at: now,
      };
      const jobId = await db.transaction().execute(async (trx) => {
        await streetViewRepository(trx).insertPublish(row);
        return deps.jobs.enqueue(
          STREET_VIEW_JOB,
          { publishId: row.id },
          { jobId: `street-view-${row.id}`, db: trx },
        );
      });
      await deps.jobs.dispatch([jobId]);
      // The publish as written: the job may already have moved it by the time a read would answer.
      return publishView(row);
    },
    { rateLimitPerMinute: 30 },
  );

  registerRoute(host, routes.listStreetViewPublishes, async ({ principal }) => {
    const userId = asUser(principal).userId;
    let rows = await repo.publishesOf(userId, LIST_LIMIT);
    const processing = rows
      .filter((r) => r.state === "uploading" && r.photo_id !== null)
      .slice(0, REFRESH_LIMIT);
    const link = processing.length === 0 ? undefined : await repo.findLink(userId);
    const refreshToken =
      link === undefined ? null : refreshTokenBox(deps).open(link.sealed_refresh_token);
    if (publisher.configured && refreshToken !== null && processing.length > 0) {
      for (const row of processing) {
        try {
          await settlePhoto(deps, row.id, await publisher.photo(refreshToken, row.photo_id ?? ""));
        } catch {
          // Google did not answer now: the publish shows its last known state, read next time.
        }
      }
      rows = await repo.publishesOf(userId, LIST_LIMIT);
    }
    return { list: rows.map(publishView), total: rows.length };
  });
};
