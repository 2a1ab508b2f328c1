import { adminApiRoutes } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { Deps } from "../../../deps";
import { asUser, type RouteHost, registerRoute } from "../../../http/registerRoute";
import { callerScope } from "../callerScope";
import { auditRepository } from "./auditRepository";
import { listAnswer } from "./listAnswer";

/**
 * The `audit` resource, read-only: the entries of the writes the caller made. Each school admin
 * and instructor answers for their own writes; nobody reads another's.
 */
export const registerAuditResources = (host: RouteHost, deps: Deps): void => {
  const scope = callerScope(deps);

  const audit = auditRepository(deps.db.kysely);

  registerRoute(host, adminApiRoutes.adminListAudit, async ({ query, principal, reply }) => {
    const { userId } = await scope.groupOwner(asUser(principal).userId);
    return listAnswer("audit", query, await audit.listByActor(userId), reply);
  });

  registerRoute(host, adminApiRoutes.adminGetAudit, async ({ params, principal }) => {
    const { userId } = await scope.groupOwner(asUser(principal).userId);
    const entry = await audit.findByActor(userId, params.id);
    if (entry === undefined) throw new AppError(ErrorCode.adminRecordNotFound);
    return entry;
  });
};
