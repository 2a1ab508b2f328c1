import type { RouteObject } from "react-router";
import { BuilderLanding } from "../layouts/BuilderLanding";
import { BuilderLayout } from "../layouts/BuilderLayout";
import { MarketingLayout } from "../layouts/MarketingLayout";
import { Landing } from "../screens/Landing";
import { StatusPage } from "../screens/StatusPage";
import { pluginPageLoader } from "./pluginPage";
import { soon } from "./soon";

/** The nine info sections, `section3-1` … `section3-9`, each one page with its active index. */
const infoSections: RouteObject[] = Array.from({ length: 9 }, (_, index) => ({
  path: `section3-${index + 1}`,
  ...soon(`Info section ${index + 1}`),
}));

/** Routes open to anyone (spec §2 "Public routes"). */
export const publicRoutes: RouteObject[] = [
  { path: "404", element: <StatusPage kind="notFound" /> },
  { path: "403", element: <StatusPage kind="accessDenied" /> },
  { path: "500", element: <StatusPage kind="serverError" /> },
  {
    element: <MarketingLayout />,
    children: [
      { index: true, element: <Landing /> },
      { path: "terms", ...soon("Terms of service") },
      { path: "privacy", ...soon("Privacy policy") },
      ...infoSections,
    ],
  },
  {
    path: "builder",
    element: <BuilderLayout />,
    children: [
      {
        element: <BuilderLanding />,
        children: [
          { index: true },
          { path: "login", handle: { dialog: true }, ...soon("Login") },
          {
            path: "register-completed",
            handle: { dialog: true },
            ...soon("Registration completed"),
          },
          {
            path: "register/:socialType",
            handle: { dialog: true },
            ...soon("Social registration"),
          },
        ],
      },
      { path: "features", ...soon("Features") },
      { path: "event", ...soon("Events") },
      { path: "pricing", ...soon("Pricing") },
    ],
  },
  { path: "unsubscribe/register/:encryptID", ...soon("Unsubscribe") },
  { path: "unsubscribe/confirm", ...soon("Unsubscribe confirmation") },
  { path: "oauth/:socialType", handle: { ignoreHits: true }, ...soon("Social login return") },
  { path: "password", ...soon("Password reset") },
  { path: ":pluginPage", loader: pluginPageLoader, ...soon("Plugin download") },
  { path: "payment/yearly", ...soon("Yearly payment") },
  { path: "auth-redirect", handle: { ignoreHits: true }, ...soon("Sign-in redirect") },
  { path: "withdrawal/verification/:encryptId", ...soon("Account restore") },
  { path: "integration-login", ...soon("Integration login") },
];
