import type { ErrorEntry } from "../entry";

/** Session and account access (5xxxx): a restricted account, a session taken over elsewhere. */
export const sessionErrors = {
  50001: {
    status: 403,
    key: "accessRestricted",
    message: "Access to this account is restricted",
    action: "reject",
    family: "session",
  },
  50002: {
    status: 403,
    key: "duplicateSession",
    message: "You were signed out because this account signed in elsewhere",
    action: "duplicateSession",
    family: "session",
  },
} as const satisfies Record<number, ErrorEntry>;
