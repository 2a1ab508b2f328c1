import type { ErrorEntry } from "../entry";

/** What a plan allows: its storage (20004), its gates (7xxxx) and its hosting storage (80001). */
export const planErrors = {
  // Storage.
  20004: {
    status: 403,
    key: "storageFull",
    message:
      "Upload is impossible because the maximum storage is exceeded. Upgrade your plan to add storage",
    action: "snackbar",
    family: "plan",
  },
  // Plan gates.
  70001: {
    status: 403,
    key: "projectCountExceeded",
    message: "The number of projects is exceeded",
    action: "snackbar",
    family: "plan",
  },
  70002: {
    status: 403,
    key: "artPackageInaccessible",
    message: "Art packages are not available on your plan",
    action: "snackbar",
    family: "plan",
  },
  70003: {
    status: 403,
    key: "publishCountExceeded",
    message: "The number of published URLs is exceeded",
    action: "snackbar",
    family: "plan",
  },
  70004: {
    status: 403,
    key: "seoNotAllowed",
    message: "SEO settings are not available on your plan",
    action: "snackbar",
    family: "plan",
  },
  70005: {
    status: 403,
    key: "ogNotAllowed",
    message: "OG settings are not available on your plan",
    action: "snackbar",
    family: "plan",
  },
  70006: {
    status: 403,
    key: "gaNotAllowed",
    message: "GA settings are not available on your plan",
    action: "snackbar",
    family: "plan",
  },
  70007: {
    status: 403,
    key: "statisticsNotAccessible",
    message: "Statistics are not available on your plan",
    action: "snackbar",
    family: "plan",
  },
  70008: {
    status: 403,
    key: "aiImagesNotOnPlan",
    message: "AI images come with an education plan",
    action: "snackbar",
    family: "plan",
  },
  70009: {
    status: 403,
    key: "aiImageCreditsUsedUp",
    message: "This month's AI image credits are used up",
    action: "snackbar",
    family: "plan",
  },
  // Hosting.
  80001: {
    status: 403,
    key: "hostingStorageFull",
    message: "The hosting storage is full",
    action: "snackbar",
    family: "plan",
  },
} as const satisfies Record<number, ErrorEntry>;
