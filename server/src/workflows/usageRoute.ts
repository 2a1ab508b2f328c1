import { routes } from "@orbis/core/contract";
import { quotaLimit } from "@orbis/core/plans";
import type { Deps } from "../deps";
import { asUser, type RouteHost, registerRoute } from "../http/registerRoute";
import { accountMissing } from "../modules/account";
import { currentEntitlements, storageInfo } from "../modules/entitlements";
import { projectRepository } from "../modules/projects";
import { publishRepository } from "../modules/publishing";

/**
 * `GET /api/v3/account/usage` (the usage screen): each figure counted the way its quota check
 * counts it, so the screen's "n of m" is where a refusal starts. Storage as the storage-usage
 * call answers it; the contents projects the account owns (70001); the tours of each (60003);
 * the tours it has online (70003). Limits come from core's `quotaLimit`: a plan's null stays
 * unlimited, and an account whose plan ended has 0 of each.
 */
export const registerUsageRoute = (host: RouteHost, deps: Deps): void => {
  const db = deps.db.kysely;

  registerRoute(host, routes.getAccountUsage, async (ctx) => {
    const { userId } = asUser(ctx.principal);
    const held = await currentEntitlements(db, userId, deps.clock());
    if (held === undefined) throw accountMissing();
    const projects = projectRepository(db);
    const owned = (await projects.listOwned(userId)).filter((p) => p.kind === "contents");
    const tours = await projects.tourCounts(owned.map((p) => p.id));
    return {
      storage: storageInfo(held),
      projects: {
        used: await projects.countOwned(userId, "contents"),
        limit: quotaLimit(held, "projects"),
      },
      tourCountPerProject: quotaLimit(held, "toursPerProject"),
      toursPerProject: owned.map((p) => ({
        projectId: p.id,
        name: p.name,
        tours: tours.get(p.id) ?? 0,
      })),
      publishedUrls: {
        used: await publishRepository(db).countOnline(userId),
        limit: quotaLimit(held, "publishedUrls"),
      },
    };
  });
};
