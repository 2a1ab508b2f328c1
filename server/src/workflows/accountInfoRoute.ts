import { routes } from "@orbis/core/contract";
import type { Deps } from "../deps";
import { asUser, type RouteHost, registerRoute } from "../http/registerRoute";
import { accountMissing } from "../modules/account";
import { currentEntitlements } from "../modules/entitlements";
import { accountPayment } from "../modules/payments";

/** Account info (main API v3): the plans the account holds now and how they are paid. */
export const registerAccountInfoRoute = (host: RouteHost, deps: Deps): void => {
  registerRoute(host, routes.getAccount, async (ctx) => {
    const { userId } = asUser(ctx.principal);
    const db = deps.db.kysely;
    const held = await currentEntitlements(db, userId, deps.clock());
    if (held === undefined) throw accountMissing();
    const { plan, hostingPlan } = held;
    return { userId, ...(await accountPayment(db, userId)), plan, hostingPlan };
  });
};
