import { matchRoutes, type RouteObject, redirect } from "react-router";
import { adminRoute } from "../admin/routes";
import { RootView } from "../RootView";
import { StatusPage } from "../screens/StatusPage";
import type { AuthStore } from "../stores/AuthStore";
import { appRoutes } from "./appRoutes";
import { publicRoutes } from "./publicRoutes";
import { Redirecting, redirectTo } from "./redirects";
import { isPublicMatch } from "./routeHandle";
import { withPatterns } from "./withPatterns";

/**
 * The whole route tree (docs/product/screens.md) under one root whose middleware is the navigation guard: it runs on
 * every navigation, before the target renders, and may send the visitor elsewhere.
 */
export const createRouteTree = (auth: Pick<AuthStore, "guard">): RouteObject[] => {
  const children = withPatterns([
    ...publicRoutes,
    ...appRoutes,
    adminRoute,
    { path: "*", loader: redirectTo("/404"), Component: Redirecting },
  ]);
  return [
    {
      id: "root",
      path: "/",
      element: <RootView />,
      errorElement: <StatusPage kind="serverError" />,
      // Shown while the guard first reads the stored tokens: a blank page, briefly.
      hydrateFallbackElement: <div aria-busy="true" />,
      children,
      // The guard is middleware: it runs before every loader below, so no private screen's
      // loader starts for a visitor the guard sends away. The always-revalidated empty loader
      // makes sure every navigation goes through the data pipeline, and so through the guard.
      middleware: [
        async ({ request }) => {
          const url = new URL(request.url);
          const matches = matchRoutes(children, url.pathname) ?? [];
          const outcome = await auth.guard(
            `${url.pathname}${url.search}`,
            isPublicMatch(matches.map((m) => ({ handle: m.route.handle }))),
          );
          if (outcome.kind === "redirect") throw redirect(outcome.to);
        },
      ],
      loader: () => null,
      shouldRevalidate: () => true,
    },
  ];
};
