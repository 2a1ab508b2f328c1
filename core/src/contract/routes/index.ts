import { accountRoutes } from "./account";
import { analyticsRoutes } from "./analytics";
import { eduRoutes } from "./edu";
import { hostingRoutes } from "./hosting";
import { identityRoutes } from "./identity";
import { interopRoutes } from "./interop";
import { paymentRoutes } from "./payments";
import { projectRoutes } from "./projects";
import { siteRoutes } from "./site";
import { spaceRoutes } from "./spaces";
import { tourRoutes } from "./tours";

/**
 * Every call of docs/product/calls.md, keyed by operation name: the server registers its routes from this
 * table and the clients are generated from it (docs/architecture.md#one-contract).
 */
export const routes = {
  ...identityRoutes,
  ...accountRoutes,
  ...paymentRoutes,
  ...siteRoutes,
  ...analyticsRoutes,
  ...tourRoutes,
  ...projectRoutes,
  ...hostingRoutes,
  ...spaceRoutes,
  ...eduRoutes,
  ...interopRoutes,
} as const;

/** The route table's type. */
export type Routes = typeof routes;
/** The operation name of a route, e.g. `loginEmail`. */
export type RouteName = keyof Routes;

export {
  accountRoutes,
  analyticsRoutes,
  eduRoutes,
  hostingRoutes,
  identityRoutes,
  interopRoutes,
  paymentRoutes,
  projectRoutes,
  siteRoutes,
  spaceRoutes,
  tourRoutes,
};
