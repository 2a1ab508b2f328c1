import type { ErrorEntry } from "../entry";

/** The generic codes (10xxx), one per HTTP status: the answer when no more precise code applies. */
export const genericErrors = {
  10400: {
    status: 400,
    key: "badRequest",
    message: "The request is invalid",
    action: "snackbar",
    family: "input",
  },
  10401: {
    status: 401,
    key: "unauthorized",
    message: "Please login to access this resource",
    action: "signIn",
    family: "session",
  },
  10403: {
    status: 403,
    key: "forbidden",
    message: "You do not have permission for this resource",
    action: "snackbar",
    family: "other",
  },
  10404: {
    status: 404,
    key: "notFound",
    message: "The requested resource does not exist or has been deleted",
    action: "snackbar",
    family: "other",
  },
  10409: {
    status: 409,
    key: "conflict",
    message: "The resource was changed by someone else; reload and retry",
    action: "snackbar",
    family: "other",
  },
  10413: {
    status: 413,
    key: "payloadTooLarge",
    message: "The upload is too large",
    action: "snackbar",
    family: "other",
  },
  10415: {
    status: 415,
    key: "unsupportedMedia",
    message: "This file type is not supported",
    action: "snackbar",
    family: "other",
  },
  10429: {
    status: 429,
    key: "tooManyRequests",
    message: "Too many requests; please wait a moment and retry",
    action: "snackbar",
    family: "other",
  },
  10500: {
    status: 500,
    key: "internal",
    message: "An error occurred. Please try again later",
    action: "passThrough",
    family: "other",
  },
  10503: {
    status: 503,
    key: "unavailable",
    message: "The service is unavailable; please try again later",
    action: "passThrough",
    family: "other",
  },
} as const satisfies Record<number, ErrorEntry>;
