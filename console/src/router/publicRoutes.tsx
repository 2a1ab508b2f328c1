import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { BuilderLanding } from "../layouts/BuilderLanding";
import { SessionLayout } from "../layouts/SessionLayout";
import { SiteLayout } from "../layouts/SiteLayout";
import {
  integrationLoginScreen,
  restoreVerificationScreen,
  unsubscribeConfirmScreen,
  unsubscribeScreen,
} from "../screens/account/routes";
import { planChangeYearly } from "../screens/commerce/plans/routes";
import { pluginDownloadPage } from "../screens/downloads/routes";
import { Landing } from "../screens/Landing";
import { StatusPage } from "../screens/StatusPage";
import { pluginPageLoader } from "./pluginPage";

/** A screen of the sign-in and account part, in a chunk of its own (the landing stays small). */
const authScreen = (
  load: () => Promise<{ Component: ComponentType }>,
): Pick<RouteObject, "lazy"> => ({ lazy: load });

/** A marketing screen, in a chunk of its own: none of them adds to the landing's JS. */
const marketingScreen = authScreen;

/** The nine info sections, `section3-1` … `section3-9`, each one page with its active index. */
const infoSections: RouteObject[] = Array.from({ length: 9 }, (_, index) => ({
  path: `section3-${index + 1}`,
  ...marketingScreen(() =>
    import("../screens/marketing/InfoSections").then((m) => ({ Component: m.InfoSectionsRoute })),
  ),
}));

/** Routes open to anyone (docs/product/screens.md "Public routes"). */
export const publicRoutes: RouteObject[] = [
  { path: "404", element: <StatusPage kind="notFound" /> },
  { path: "403", element: <StatusPage kind="accessDenied" /> },
  { path: "500", element: <StatusPage kind="serverError" /> },
  {
    element: <SiteLayout />,
    children: [
      { index: true, element: <Landing /> },
      {
        path: "terms",
        ...marketingScreen(() =>
          import("../screens/marketing/LegalPage").then((m) => ({ Component: m.TermsPage })),
        ),
      },
      {
        path: "privacy",
        ...marketingScreen(() =>
          import("../screens/marketing/LegalPage").then((m) => ({ Component: m.PrivacyPage })),
        ),
      },
      ...infoSections,
    ],
  },
  {
    // Public (docs/product/screens.md): a visitor compares the yearly prices and signs in to pay; a signed-in
    // buyer stays in the app layout, as on `/payment`.
    element: <SessionLayout />,
    children: [{ path: "payment/yearly", ...planChangeYearly }],
  },
  {
    path: "builder",
    element: <SiteLayout />,
    children: [
      {
        element: <BuilderLanding />,
        children: [
          { index: true },
          {
            path: "login",
            handle: { dialog: true },
            ...authScreen(() =>
              import("../screens/auth/LoginDialog").then((m) => ({ Component: m.LoginDialog })),
            ),
          },
          {
            path: "register-completed",
            handle: { dialog: true },
            ...authScreen(() =>
              import("../screens/auth/RegisterCompleted").then((m) => ({
                Component: m.RegisterCompleted,
              })),
            ),
          },
          {
            path: "register/:socialType",
            handle: { dialog: true },
            ...authScreen(() =>
              import("../screens/auth/RegisterDialog").then((m) => ({
                Component: m.RegisterDialog,
              })),
            ),
          },
        ],
      },
      {
        path: "features",
        ...marketingScreen(() =>
          import("../screens/marketing/FeaturesPage").then((m) => ({ Component: m.FeaturesPage })),
        ),
      },
      {
        path: "event",
        ...marketingScreen(() =>
          import("../screens/marketing/EventPage").then((m) => ({ Component: m.EventPage })),
        ),
      },
      {
        path: "pricing",
        ...marketingScreen(() =>
          import("../screens/marketing/PricingPage").then((m) => ({ Component: m.PricingPage })),
        ),
      },
    ],
  },
  // The link's secret is in the path: no page view records it.
  { path: "unsubscribe/register/:encryptID", handle: { ignoreHits: true }, ...unsubscribeScreen },
  { path: "unsubscribe/confirm", ...unsubscribeConfirmScreen },
  {
    path: "oauth/:socialType",
    handle: { ignoreHits: true },
    ...authScreen(() =>
      import("../screens/auth/SocialReturn").then((m) => ({ Component: m.SocialReturn })),
    ),
  },
  {
    path: "password",
    ...authScreen(() =>
      import("../screens/auth/ResetPassword").then((m) => ({ Component: m.ResetPassword })),
    ),
  },
  {
    // The public site's frame around the plugin's install guide, for a visitor not signed in.
    element: <SiteLayout />,
    children: [{ path: ":pluginPage", loader: pluginPageLoader, ...pluginDownloadPage }],
  },
  {
    path: "auth-redirect",
    handle: { ignoreHits: true },
    ...authScreen(() =>
      import("../screens/auth/AuthRedirect").then((m) => ({ Component: m.AuthRedirect })),
    ),
  },
  // As for unsubscribe links, the restore link's secret is in the path.
  {
    path: "withdrawal/verification/:encryptId",
    handle: { ignoreHits: true },
    ...restoreVerificationScreen,
  },
  { path: "integration-login", handle: { ignoreHits: true }, ...integrationLoginScreen },
];
