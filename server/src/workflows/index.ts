/*
 * Workflows: operations and reads that span modules (registration opening the account, deleting
 * an account with everything it owns, account info with its payment, the usage screen, the priced
 * plan catalogue). They sit above every module, so the modules import one way only
 * (docs/architecture.md, "Server modules").
 */
import type { Deps } from "../deps";
import type { RouteHost } from "../http/registerRoute";
import { registerAccountInfoRoute } from "./accountInfoRoute";
import { registerPlanCatalogueRoute } from "./planCatalogueRoute";
import { registerUsageRoute } from "./usageRoute";

export { accountLifecycle } from "./accountLifecycle";

/** Registers the routes whose answer reads several modules. */
export const registerWorkflows = (host: RouteHost, deps: Deps): void => {
  registerAccountInfoRoute(host, deps);
  registerUsageRoute(host, deps);
  registerPlanCatalogueRoute(host, deps);
};
