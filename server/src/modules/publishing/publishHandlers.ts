import { routes } from "@orbis/core/contract";
import type { Deps } from "../../deps";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { requireTour } from "../projects";
import { publishHistory } from "../tours";
import { publishRepository } from "./publishRepository";
import { publishTour } from "./publishTour";

/** Publish, the publish history, and unpublish (docs/architecture.md#decisions-where-the-product-is-silent). */
export const registerPublishHandlers = (host: RouteHost, deps: Deps): void => {
  const db = deps.db.kysely;

  registerRoute(host, routes.publishTour, async ({ params, body, principal }) => {
    const access = await requireTour(db, params.id, asUser(principal).userId, "publish");
    return publishTour(deps, access, body.slug);
  });

  registerRoute(host, routes.getPublishHistory, async ({ params, principal }) => {
    const { tour } = await requireTour(db, params.id, asUser(principal).userId, "view");
    return publishHistory(db, tour.id, tour.published_version);
  });

  // Idempotent: a tour already offline answers the same. The slug stays the tour's, so the
  // next publication comes back at the same address; the versions stay in the history.
  registerRoute(host, routes.unpublishTour, async ({ params, principal }) => {
    const { tour } = await requireTour(db, params.id, asUser(principal).userId, "publish");
    await publishRepository(db).unpublish(tour.id);
    return null;
  });
};
