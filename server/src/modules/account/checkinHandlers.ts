import { routes } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { Deps } from "../../deps";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { accountPayment } from "../payments";
import { accountRepository } from "./accountRepository";
import { storageUsage } from "./storageUsage";
import { heldPlans } from "./views";

/** A signed-in user without a main API account: the "log in again" of docs/product/errors.md (110012). */
export const accountMissing = (): AppError => new AppError(ErrorCode.accountUnverifiable);

/** Check-in, account info and storage usage (docs/product/calls.md, main API v3). */
export const registerCheckinHandlers = (host: RouteHost, deps: Deps): void => {
  const accounts = accountRepository(deps.db.kysely);

  registerRoute(host, routes.checkin, async (ctx) => {
    const { userId } = asUser(ctx.principal);
    const visit = await accounts.checkin(userId, deps.clock());
    if (visit === undefined) throw accountMissing();
    return { userId, firstAccess: visit.firstAccess };
  });

  registerRoute(host, routes.getAccount, async (ctx) => {
    const { userId } = asUser(ctx.principal);
    const found = await accounts.findWithPlans(userId);
    if (found === undefined) throw accountMissing();
    return {
      userId,
      ...(await accountPayment(deps.db.kysely, userId)),
      ...heldPlans(found, deps.clock()),
    };
  });

  registerRoute(host, routes.getStorageUsage, async (ctx) => {
    const { userId } = asUser(ctx.principal);
    const usage = await storageUsage(deps.db.kysely, userId, deps.clock());
    if (usage === undefined) throw accountMissing();
    return usage.storage;
  });
};
