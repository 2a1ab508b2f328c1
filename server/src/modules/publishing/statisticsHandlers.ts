import { routes } from "@orbis/core/contract";
import { AppError } from "@orbis/core/errors";
import { checkFeature } from "@orbis/core/plans";
import { dailyViews, statisticsRange } from "@orbis/core/tours";
import type { Deps } from "../../deps";
import { invalidInput } from "../../http/errors";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { currentPlans } from "../entitlements";
import { requireTour } from "../projects";
import { viewRepository } from "./viewRepository";

/** A day (`YYYY-MM-DD`) in UTC. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * The page-view statistics of a tour: for anyone who may view it, on an owner's plan with
 * statistics (else 403/70007: the owner's plan pays for the project, coworkers included).
 */
export const registerStatisticsHandlers = (host: RouteHost, deps: Deps): void => {
  const db = deps.db.kysely;

  registerRoute(host, routes.getTourStatistics, async ({ params, query, principal }) => {
    const { tour, project } = await requireTour(db, params.id, asUser(principal).userId, "view");
    const now = deps.clock();
    const plan = (await currentPlans(db, project.owner_id, now)).plan;
    const refused = checkFeature("statistics", plan?.constraints.useStatistics === true);
    if (refused !== null) throw new AppError(refused);
    const range = statisticsRange(query, utcDay(now));
    if ("problem" in range) {
      throw invalidInput([
        { in: "query", path: range.problem.path, message: range.problem.message },
      ]);
    }
    const counted = await viewRepository(db).between(tour.id, range.from, range.to);
    return { from: range.from, to: range.to, ...dailyViews(range.from, range.to, counted) };
  });
};
