import { routes } from "@orbis/core/contract";
import { quotaLimit } from "@orbis/core/plans";
import type { Deps } from "../../deps";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { projectRepository } from "../projects";
import { publishRepository } from "../publishing";
import { accountMissing } from "./checkinHandlers";
import { storageUsage } from "./storageUsage";

/**
 * `GET /api/v3/account/usage` (the usage screen): each figure counted the way its quota check
 * counts it, so the screen's "n of m" is where a refusal starts. Storage as the storage-usage
 * call answers it; the contents projects the account owns (70001); the tours of each (60003);
 * the tours it has online (70003). Limits come from core's `quotaLimit`: a plan's null stays
 * unlimited, and an account whose plan ended has 0 of each.
 */
export const registerUsageHandler = (host: RouteHost, deps: Deps): void => {
  const db = deps.db.kysely;

  registerRoute(host, routes.getAccountUsage, async (ctx) => {
    const { userId } = asUser(ctx.principal);
    const usage = await storageUsage(db, userId, deps.clock());
    if (usage === undefined) throw accountMissing();
    const projects = projectRepository(db);
    const owned = (await projects.listOwned(userId)).filter((p) => p.kind === "contents");
    const tours = await projects.tourCounts(owned.map((p) => p.id));
    return {
      storage: usage.storage,
      projects: {
        used: await projects.countOwned(userId, "contents"),
        limit: quotaLimit(usage.held, "projects"),
      },
      tourCountPerProject: quotaLimit(usage.held, "toursPerProject"),
      toursPerProject: owned.map((p) => ({
        projectId: p.id,
        name: p.name,
        tours: tours.get(p.id) ?? 0,
      })),
      publishedUrls: {
        used: await publishRepository(db).countOnline(userId),
        limit: quotaLimit(usage.held, "publishedUrls"),
      },
    };
  });
};
