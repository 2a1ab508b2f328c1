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
} as const satisfies Record<number, ErrorEntry>;
