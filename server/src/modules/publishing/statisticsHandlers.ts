import { routes, type SceneStatistics, type StatisticsCount } from "@orbis/core/contract";
import { AppError } from "@orbis/core/errors";
import { checkFeature } from "@orbis/core/plans";
import { statisticsSeries } from "@orbis/core/statistics";
import { statisticsRange } from "@orbis/core/tours";
import type { Kysely } from "kysely";
import type { Deps } from "../../deps";
import { invalidInput } from "../../http/errors";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import type { Database } from "../../infra/db/schema";
import { currentPlans } from "../entitlements";
import { requireTour } from "../projects";
import { tourDocument } from "../tours";
import {
  type DimensionCounts,
  type StatisticsScope,
  statisticsRepository,
} from "./statistics/statisticsRepository";
import type { VisitStatistics } from "./statistics/visitStatistics";

/** A day (`YYYY-MM-DD`) in UTC. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** Values of a breakdown listed at most: the rest are the long tail of one-off referrers. */
export const BREAKDOWN_LIMIT = 20;

type Query = { from?: string; to?: string; granularity?: "day" | "week" | "month" };

/** Refuses an owner's plan without statistics (403/70007). */
const requireStatistics = async (db: Kysely<Database>, ownerId: string, now: Date) => {
  const plan = (await currentPlans(db, ownerId, now)).plan;
  const refused = checkFeature("statistics", plan?.constraints.useStatistics === true);
  if (refused !== null) throw new AppError(refused);
};

/** The days asked for, or 400/10400 naming the field; nothing is written before this passes. */
const rangeOf = (query: Query, now: Date) => {
  const range = statisticsRange(query, utcDay(now));
  if ("problem" in range) {
    throw invalidInput([{ in: "query", path: range.problem.path, message: range.problem.message }]);
  }
  return range;
};

const top = (counts: DimensionCounts, dimension: string): StatisticsCount[] =>
  (counts.get(dimension) ?? []).slice(0, BREAKDOWN_LIMIT);

/**
 * The statistics calls (docs/architecture.md#statistics): for a tour, anyone who may view it,
 * on an owner's plan with statistics; for the account, the caller's own projects on the
 * caller's plan (else 403/70007: the owner's plan pays for the project, coworkers included).
 * Events not yet folded are folded first, so the figures include the views of a moment ago.
 */
export const registerStatisticsHandlers = (
  host: RouteHost,
  deps: Deps,
  statistics: VisitStatistics,
): void => {
  const db = deps.db.kysely;
  const repo = statisticsRepository(db);

  const figures = async (scope: StatisticsScope, query: Query, now: Date) => {
    const range = rangeOf(query, now);
    await statistics.settle();
    const granularity = query.granularity ?? "day";
    const [days, counts] = await Promise.all([
      repo.days(scope, range.from, range.to),
      repo.counts(scope, range.from, range.to),
    ]);
    return {
      ...range,
      granularity,
      ...statisticsSeries(range.from, range.to, days, granularity),
      devices: top(counts, "device"),
      languages: top(counts, "language"),
      referrers: top(counts, "referrer"),
    };
  };

  registerRoute(host, routes.getTourStatistics, async ({ params, query, principal }) => {
    const { tour, project } = await requireTour(db, params.id, asUser(principal).userId, "view");
    const now = deps.clock();
    await requireStatistics(db, project.owner_id, now);
    const result = await figures({ tourId: tour.id }, query, now);
    const [scenes, document] = await Promise.all([
      repo.scenes(tour.id, result.from, result.to),
      tourDocument(db, tour.id),
    ]);
    const titles = new Map(document.scenes.map((s) => [s.id, s.title]));
    return {
      ...result,
      scenes: scenes.map(
        (s): SceneStatistics => ({
          sceneId: s.sceneId,
          title: titles.get(s.sceneId) ?? null,
          views: s.views,
          averageSeconds: s.views === 0 ? 0 : Math.round((s.seconds / s.views) * 10) / 10,
          exits: s.exits,
        }),
      ),
    };
  });

  registerRoute(host, routes.getAccountStatistics, async ({ query, principal }) => {
    const { userId } = asUser(principal);
    const now = deps.clock();
    await requireStatistics(db, userId, now);
    const result = await figures({ ownerId: userId }, query, now);
    return { ...result, tours: await repo.tours(userId, result.from, result.to) };
  });
};
