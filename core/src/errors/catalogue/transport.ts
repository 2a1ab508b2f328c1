import type { ErrorEntry } from "../entry";

/** Transport (9xxxx): the call never got an answer, so no server chose these codes. */
export const transportErrors = {
  90001: {
    status: 0,
    key: "network",
    message: "The server could not be reached; check your connection",
    action: "snackbar",
    family: "transport",
  },
  90002: {
    status: 0,
    key: "timeout",
    message: "The server did not answer in time",
    action: "snackbar",
    family: "transport",
  },
  90003: {
    status: 0,
    key: "badResponse",
    message: "The server answered with something unreadable",
    action: "snackbar",
    family: "other",
  },
} as const satisfies Record<number, ErrorEntry>;
