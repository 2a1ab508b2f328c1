import { adminApiRoutes } from "@orbis/core/contract";
import type { Deps } from "../../../deps";
import { asUser, type RouteHost, registerRoute } from "../../../http/registerRoute";
import { callerScope } from "../callerScope";
import { auditRepository } from "./auditRepository";
import { listAnswer, recordOf } from "./listAnswer";

/**
 * The `audit` resource, read-only: the entries of the writes the caller made. Each school admin
 * and instructor answers for their own writes; nobody reads another's.
 */
export const registerAuditResources = (host: RouteHost, deps: Deps): void => {
  const scope = callerScope(deps);

  const own = async (userId: string) => {
    const { userId: actorId } = await scope.groupOwner(userId);
    return auditRepository(deps.db.kysely).listByActor(actorId);
  };

  registerRoute(host, adminApiRoutes.adminListAudit, async ({ query, principal, reply }) =>
    listAnswer("audit", query, await own(asUser(principal).userId), reply),
  );

  registerRoute(host, adminApiRoutes.adminGetAudit, async ({ params, principal }) =>
    recordOf(await own(asUser(principal).userId), params.id, 140024),
  );
};
