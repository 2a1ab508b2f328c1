import { routes } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { Deps } from "../../deps";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { currentEntitlements, storageInfo } from "../entitlements";
import { accountRepository } from "./accountRepository";

/** A signed-in user without a main API account: the "log in again" of docs/product/errors.md (110012). */
export const accountMissing = (): AppError => new AppError(ErrorCode.accountUnverifiable);

/** Check-in and storage usage (main API v3); account info is a workflow's (server/src/workflows). */
export const registerCheckinHandlers = (host: RouteHost, deps: Deps): void => {
  const accounts = accountRepository(deps.db.kysely);

  registerRoute(host, routes.checkin, async (ctx) => {
    const { userId } = asUser(ctx.principal);
    const visit = await accounts.checkin(userId, deps.clock());
    if (visit === undefined) throw accountMissing();
    return { userId, firstAccess: visit.firstAccess };
  });

  registerRoute(host, routes.getStorageUsage, async (ctx) => {
    const { userId } = asUser(ctx.principal);
    const held = await currentEntitlements(deps.db.kysely, userId, deps.clock());
    if (held === undefined) throw accountMissing();
    return storageInfo(held);
  });
};
