import { referrerHost, routes } from "@orbis/core/contract";
import type { Deps } from "../../deps";
import { type RouteHost, registerRoute } from "../../http/registerRoute";
import { pageViewRepository } from "./pageViewRepository";

/**
 * Views per minute from one address. A person clicking through the console sends a few per
 * minute; the limit only stops a script from filling the table.
 */
export const PAGE_VIEWS_PER_MINUTE = 120;

/** `POST /api/v3/analytics/page-views`: one row per view, signed-in or anonymous. */
export const registerPageViewHandlers = (host: RouteHost, deps: Deps): void => {
  registerRoute(
    host,
    routes.recordPageView,
    async ({ body, principal }) => {
      await pageViewRepository(deps.db.kysely).add({
        path: body.path,
        title: body.title === undefined || body.title === "" ? null : body.title,
        language: body.language,
        userId: principal?.kind === "user" ? principal.userId : null,
        referrerHost: referrerHost(body.referrer) ?? null,
        at: deps.clock(),
      });
      return null;
    },
    { rateLimitPerMinute: PAGE_VIEWS_PER_MINUTE },
  );
};
