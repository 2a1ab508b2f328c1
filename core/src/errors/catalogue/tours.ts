import type { ErrorEntry } from "../entry";

/** Tours and projects (6xxxx). */
export const tourErrors = {
  60003: {
    status: 403,
    key: "spaceCountExceeded",
    message: "The number of spaces in this project is exceeded",
    action: "snackbar",
    family: "plan",
  },
  60006: {
    status: 400,
    key: "tourHasNoScene",
    message: "The selected tour has no scene. Add a scene and retry",
    action: "snackbar",
    family: "other",
  },
  // Street View (docs/architecture.md#street-view).
  60020: {
    status: 503,
    key: "streetViewNotConfigured",
    message: "Street View is not configured on this server",
    action: "snackbar",
    family: "other",
  },
  60021: {
    status: 409,
    key: "streetViewNotLinked",
    message: "Link a Google account for Street View first",
    action: "snackbar",
    family: "other",
  },
  60022: {
    status: 400,
    key: "panoramaNotEquirectangular",
    message: "Only a 2:1 equirectangular panorama can be published to Street View",
    action: "snackbar",
    family: "input",
  },
  60023: {
    status: 502,
    key: "streetViewRefused",
    message: "Google Street View refused the request",
    action: "snackbar",
    family: "other",
  },
} as const satisfies Record<number, ErrorEntry>;
