import { fillPath, type Routes, routes, routeUrlPath } from "@orbis/core/contract";

/**
 * The URL of a contract route for a raw-HTTP test (headers, status codes, bodies the typed
 * client would refuse to send): the path comes from the route table, so a moved route breaks
 * the test at once instead of leaving it calling a 404.
 */
export const routeUrl = (
  name: keyof Routes,
  params: Readonly<Record<string, string | number>> = {},
  query?: Readonly<Record<string, string | number | boolean>>,
): string => {
  const path = fillPath(routeUrlPath(routes[name]), params);
  if (query === undefined) return path;
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  return search === "" ? path : `${path}?${search}`;
};
