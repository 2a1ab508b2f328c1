import type { RouteObject } from "react-router";
import type { RouteHandle } from "./routeHandle";

const join = (parent: string, path: string | undefined): string => {
  if (path === undefined || path === "") return parent;
  if (path.startsWith("/")) return path;
  return `${parent === "/" ? "" : parent}/${path}`;
};

/**
 * Writes each route's full pattern into its handle (`/projects/hosting-images/:id`), which is how
 * core's page-title table names pages; the router only keeps the segment of each level.
 */
export const withPatterns = (routes: readonly RouteObject[], parent = "/"): RouteObject[] =>
  routes.map((route) => {
    const pattern = join(parent, route.path);
    const handle: RouteHandle = { ...(route.handle as RouteHandle | undefined), pattern };
    const children = route.children ? withPatterns(route.children, pattern) : undefined;
    return { ...route, handle, ...(children ? { children } : {}) } as RouteObject;
  });
