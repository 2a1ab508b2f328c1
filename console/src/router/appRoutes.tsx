import type { RouteObject } from "react-router";
import { AppLayout } from "../layouts/AppLayout";
import { SiteLayout } from "../layouts/SiteLayout";
import { deleteAccountScreen, myInfoScreen } from "../screens/account/routes";
import { aiImagesScreen } from "../screens/ai/routes";
import { couponScreen } from "../screens/commerce/coupon/routes";
import { planChangeMonthly } from "../screens/commerce/plans/routes";
import { purchaseScreen } from "../screens/commerce/purchase/routes";
import { subscribeScreen } from "../screens/commerce/subscribe/routes";
import { usageScreen } from "../screens/commerce/usage/routes";
import { artPackagesScreen, pluginScreen } from "../screens/downloads/routes";
import { tourEditorScreen } from "../screens/editor/routes";
import {
  eduInstructorScreen,
  eduSettingScreen,
  purchaseStudentScreen,
} from "../screens/edu/routes";
import {
  hostingImagesScreen,
  projectFrame,
  projectsList,
  projectTab,
} from "../screens/projects/routes";
import { sharedSpacePreview } from "../screens/sharing/previewRoutes";
import { sharedSpacesScreen, spaceTab } from "../screens/sharing/shareListRoutes";
import { siteEditorScreen } from "../screens/siteEditor/routes";
import { siteFrame, siteInfoTab, siteSettingsTab, sitesScreen } from "../screens/sites/routes";
import { statisticsScreen } from "../screens/statistics/routes";
import { streetViewScreen } from "../screens/streetView/routes";
import { Redirecting, redirectTo, redirectToChild } from "./redirects";

/** An index route that goes on to `child`. */
const toChild = (child: string): RouteObject => ({
  index: true,
  loader: redirectToChild(child),
  Component: Redirecting,
});

/** Routes that need a signed-in user, in the app layout (docs/product/screens.md). */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    handle: { access: "private" },
    children: [
      {
        path: "projects",
        children: [
          toChild("contents"),
          { path: "contents", ...projectsList("contents") },
          { path: "hosting", ...projectsList("hosting") },
          { path: "hosting-images/:id", ...hostingImagesScreen },
        ],
      },
      {
        path: "download",
        children: [
          toChild("artpackage"),
          { path: "artpackage", ...artPackagesScreen },
          { path: "plugin", ...pluginScreen },
        ],
      },
      { path: "sites", ...sitesScreen },
      { path: "site/editor/:spaceId", ...siteEditorScreen },
      {
        path: "site/:id",
        ...siteFrame,
        children: [
          toChild("info"),
          { path: "info", ...siteInfoTab },
          { path: "setting", ...siteSettingsTab },
        ],
      },
      {
        path: "mypage",
        children: [
          toChild("info"),
          { path: "info", ...myInfoScreen },
          { path: "subscribe", ...subscribeScreen },
          { path: "usage", ...usageScreen },
          { path: "purchase", ...purchaseScreen },
          { path: "coupon", ...couponScreen },
          { path: "edu/setting", ...eduSettingScreen },
          { path: "edu/instructor", ...eduInstructorScreen },
          { path: "streetview", ...streetViewScreen },
          { path: "purchase-student", ...purchaseStudentScreen },
        ],
      },
      { path: "shared", ...sharedSpacesScreen },
      // The side menu's Create group: AI image generation and selection (education plans).
      {
        path: "create",
        children: [toChild("ai"), { path: "ai", ...aiImagesScreen }],
      },
      { path: "statistics", ...statisticsScreen },
      { path: "payment", ...planChangeMonthly },
      {
        path: "project/hosting/:id",
        ...projectFrame("hosting"),
        children: [
          toChild("preview"),
          { path: "preview", ...projectTab("images") },
          { path: "info", ...projectTab("info") },
          { path: "images", ...projectTab("imagesUpload") },
        ],
      },
      // Projects coworkers share: `/shared/:id` is a space shared through a code (docs/decisions.md).
      {
        path: "project/shared/:id",
        ...projectFrame("shared"),
        children: [toChild("preview"), { path: "preview", ...projectTab("tours") }],
      },
      {
        path: "project/:id",
        ...projectFrame("contents"),
        children: [
          toChild("preview"),
          { path: "preview", ...projectTab("tours") },
          { path: "info", ...projectTab("info") },
          { path: "space", ...spaceTab },
          { path: "site", ...projectTab("publishing") },
        ],
      },
      // The editor is a screen of its own, outside the project's frame and tabs.
      { path: "project/:id/edit/:tourId", handle: { workspace: true }, ...tourEditorScreen },
      {
        path: "shared/:id",
        children: [toChild("preview"), { path: "preview", ...sharedSpacePreview }],
      },
      { path: "delete-account", ...deleteAccountScreen },
    ],
  },
  // Outside the app layout, whose screens' calls all answer 140008 until the password is set.
  {
    path: "set-password",
    element: <SiteLayout />,
    handle: { access: "private" },
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import("../screens/auth/SetPassword")).SetPassword,
        }),
      },
    ],
  },
  // docs/product/screens.md lists `/index` → `/` with the signed-in routes, but a home redirect needs no session.
  { path: "index", loader: redirectTo("/"), Component: Redirecting },
];
