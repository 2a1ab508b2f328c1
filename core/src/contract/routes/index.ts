import { accountRoutes } from "./account";
import { analyticsRoutes } from "./analytics";
import { downloadRoutes } from "./downloads";
import { eduRoutes } from "./edu";
import { hostingRoutes } from "./hosting";
import { identityRoutes } from "./identity";
import { interopRoutes } from "./interop";
import { paymentRoutes } from "./payments";
import { projectRoutes } from "./projects";
import { siteRoutes } from "./site";
import { sitePageRoutes } from "./sitePages";
import { sitesRoutes } from "./sites";
import { spaceRoutes } from "./spaces";
import { streetViewRoutes } from "./streetView";
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
  ...sitePageRoutes,
  ...sitesRoutes,
  ...analyticsRoutes,
  ...tourRoutes,
  ...projectRoutes,
  ...hostingRoutes,
  ...spaceRoutes,
  ...eduRoutes,
  ...interopRoutes,
  ...downloadRoutes,
  ...streetViewRoutes,
} as const;

/** The route table's type. */
export type Routes = typeof routes;
/** The operation name of a route, e.g. `loginEmail`. */
export type RouteName = keyof Routes;

export {
  accountRoutes,
  analyticsRoutes,
  downloadRoutes,
  eduRoutes,
  hostingRoutes,
  identityRoutes,
  interopRoutes,
  paymentRoutes,
  projectRoutes,
  sitePageRoutes,
  siteRoutes,
  sitesRoutes,
  spaceRoutes,
  streetViewRoutes,
  tourRoutes,
};
