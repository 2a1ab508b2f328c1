import { eduErrors } from "./eduErrors";

/**
 * What a client does when a call fails with a given catalogue code.
 * - `snackbar`: show the message in the error snackbar.
 * - `duplicateSession`: show the message, then after a short delay go home and sign out (50002).
 * - `reject`: reject the call with the message and do nothing else (50001).
 * - `signIn`: the session is gone; show the message and lead to the login.
 * - `passThrough`: hand the error to the caller unchanged.
 */
export type ErrorAction =
  | "snackbar"
  | "duplicateSession"
  | "reject"
  | "signIn"
  | "setPassword"
  | "passThrough";

/**
 * The kind of a failure, for a caller that reacts by kind (the CLI's exit codes, bulk runs that
 * stop at the first refusal every later item would meet too):
 * - `session`: the caller is not, or no longer, signed in as someone who may act (sign in again);
 * - `plan`: a storage, count or feature limit of the plan (free space or upgrade);
 * - `transport`: the call did not get an answer (retry later);
 * - `input`: the request itself is wrong (fix the command);
 * - `other`: anything else.
 */
export type ErrorFamily = "session" | "plan" | "transport" | "input" | "other";

/** One entry of the error catalogue. */
export interface ErrorEntry {
  /** The HTTP status the server answers with. 0 means the failure never reached a server. */
  readonly status: number;
  /** i18n key of the user-facing message, in the `errors` namespace. */
  readonly key: string;
  /** The English message, used in server responses and when no translation is loaded. */
  readonly message: string;
  /** What the client does about it. */
  readonly action: ErrorAction;
  /** What kind of failure it is, for callers that sort failures rather than show them. */
  readonly family: ErrorFamily;
}

/**
 * The error catalogue: every code the server answers with and every client-side failure.
 * Codes the product names (docs/product/errors.md) keep their numbers; new ones are added here, never invented
 * ad hoc in a handler. Ranges: 1xxxx generic by HTTP status, 2xxxx storage, 5xxxx session,
 * 6xxxx tours, 7xxxx plan gates, 8xxxx hosting, 9xxxx transport, 11xxxx identity, 12xxxx payments,
 * 13xxxx sharing and comments, 14xxxx education.
 */
export const errorCatalogue = {
  // Generic, by HTTP status.
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

  // Storage.
  20004: {
    status: 403,
    key: "storageFull",
    message:
      "Upload is impossible because the maximum storage is exceeded. Upgrade your plan to add storage",
    action: "snackbar",
    family: "plan",
  },

  // Session and account access.
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

  // Tours and projects.
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

  // Hosting.
  80001: {
    status: 403,
    key: "hostingStorageFull",
    message: "The hosting storage is full",
    action: "snackbar",
    family: "plan",
  },

  // Transport: the call never got an answer.
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

  // Identity.
  110001: {
    status: 401,
    key: "invalidCredentials",
    message: "The email or password is incorrect",
    action: "passThrough",
    family: "session",
  },
  110002: {
    status: 403,
    key: "emailNotVerified",
    message: "Verify your email address before signing in",
    action: "passThrough",
    family: "session",
  },
  110003: {
    status: 409,
    key: "emailTaken",
    message: "This email address is already registered",
    action: "passThrough",
    family: "other",
  },
  110004: {
    status: 400,
    key: "codeInvalid",
    message: "The verification code is incorrect",
    action: "passThrough",
    family: "other",
  },
  110005: {
    status: 400,
    key: "codeExpired",
    message: "The verification code has expired; request a new one",
    action: "passThrough",
    family: "other",
  },
  110006: {
    status: 429,
    key: "codeAttemptsExceeded",
    message: "Too many wrong codes; request a new one",
    action: "passThrough",
    family: "other",
  },
  110007: {
    status: 401,
    key: "refreshTokenInvalid",
    message: "Your session has ended; please sign in again",
    action: "signIn",
    family: "session",
  },
  110008: {
    status: 401,
    key: "socialTokenInvalid",
    message: "The sign-in provider did not accept the login",
    action: "passThrough",
    family: "other",
  },
  110009: {
    status: 404,
    key: "socialNotRegistered",
    message: "No account is registered with this sign-in provider yet",
    action: "passThrough",
    family: "other",
  },
  110010: {
    status: 400,
    key: "resetInvalid",
    message: "The password reset link is invalid or has expired",
    action: "passThrough",
    family: "other",
  },
  110011: {
    status: 400,
    key: "wrongPassword",
    message: "The current password is incorrect",
    action: "passThrough",
    family: "other",
  },
  110012: {
    status: 401,
    key: "accountUnverifiable",
    message: "Account information cannot be verified, please log in again",
    action: "snackbar",
    family: "session",
  },
  110013: {
    status: 400,
    key: "leavePasswordRequired",
    message: "Deleting the account needs its current password",
    action: "passThrough",
    family: "other",
  },
  110014: {
    status: 400,
    key: "leaveCodeRequired",
    message: "Deleting the account needs the code mailed to its address",
    action: "passThrough",
    family: "other",
  },

  110015: {
    status: 400,
    key: "serviceNotServed",
    message: "This service does not sign in with Orbis",
    action: "passThrough",
    family: "input",
  },

  // Payments.
  120001: {
    status: 0,
    key: "paymentNotInitialised",
    message: "The payment module was not initialised",
    action: "passThrough",
    family: "other",
  },
  120002: {
    status: 402,
    key: "paymentProviderError",
    message: "The payment provider declined the request",
    action: "passThrough",
    family: "other",
  },
  120003: {
    status: 404,
    key: "payMethodMissing",
    message: "No payment method is registered",
    action: "snackbar",
    family: "other",
  },
  120004: {
    status: 400,
    key: "unknownGoods",
    message: "There is no product with this code",
    action: "snackbar",
    family: "input",
  },
  120005: {
    status: 409,
    key: "amountMismatch",
    message: "The amount paid does not match the order",
    action: "snackbar",
    family: "other",
  },
  120006: {
    status: 402,
    key: "cardDeclined",
    message: "The card was declined",
    action: "snackbar",
    family: "input",
  },
  120007: {
    status: 402,
    key: "cardExpired",
    message: "The card has expired",
    action: "snackbar",
    family: "input",
  },
  120008: {
    status: 404,
    key: "paymentNotFound",
    message: "There is no such payment",
    action: "snackbar",
    family: "other",
  },
  120009: {
    status: 400,
    key: "orderRefused",
    message: "This order cannot be placed",
    action: "snackbar",
    family: "input",
  },
  120010: {
    status: 409,
    key: "refundNotAllowed",
    message: "This payment can no longer be refunded",
    action: "snackbar",
    family: "other",
  },
  120011: {
    status: 400,
    key: "couponNotUsable",
    message: "This coupon cannot be used on this order",
    action: "snackbar",
    family: "input",
  },
  120012: {
    status: 401,
    key: "noticeRejected",
    message: "The payment notice could not be verified",
    action: "snackbar",
    family: "other",
  },
  120013: {
    status: 409,
    key: "noRenewalToCancel",
    message: "There is no renewal to cancel",
    action: "snackbar",
    family: "other",
  },
  120014: {
    status: 409,
    key: "refundReplaced",
    message: "A later payment has replaced this one, so it can no longer be refunded",
    action: "snackbar",
    family: "other",
  },
  120015: {
    status: 409,
    key: "refundChargeInFlight",
    message: "A charge of this plan is being made; try the refund again in a few minutes",
    action: "snackbar",
    family: "other",
  },
  120016: {
    status: 400,
    key: "couponNotForGoods",
    message: "This coupon is not for these products",
    action: "snackbar",
    family: "input",
  },
  120017: {
    status: 400,
    key: "couponFirstOrderOnly",
    message: "This coupon is for a first order only",
    action: "snackbar",
    family: "input",
  },
  120018: {
    status: 502,
    key: "refundUnanswered",
    message: "The payment provider did not answer; the refund is being checked, try again later",
    action: "snackbar",
    family: "transport",
  },
  120020: {
    status: 0,
    key: "checkoutCancelled",
    message: "The payment was cancelled before it was made; nothing was charged",
    action: "passThrough",
    family: "other",
  },
  120021: {
    status: 0,
    key: "checkoutRefused",
    message: "The payment provider did not take the payment; nothing was charged",
    action: "passThrough",
    family: "other",
  },
  130001: {
    status: 404,
    key: "shareCodeNotFound",
    message: "This share code does not exist or was deleted",
    action: "snackbar",
    family: "input",
  },
  130002: {
    status: 429,
    key: "shareCodeGuessLocked",
    message: "Too many wrong share codes. Please wait a moment and try again",
    action: "snackbar",
    family: "input",
  },
  130003: {
    status: 404,
    key: "spaceNotFound",
    message: "This space does not exist or is not shared with you",
    action: "snackbar",
    family: "other",
  },
  130004: {
    status: 404,
    key: "commentNotFound",
    message: "This comment does not exist or was deleted",
    action: "snackbar",
    family: "other",
  },
  130005: {
    status: 403,
    key: "commentNotYours",
    message: "Only the author can edit this comment",
    action: "snackbar",
    family: "other",
  },
  130006: {
    status: 429,
    key: "commentTooFast",
    message: "You are commenting too fast. Please wait a moment",
    action: "snackbar",
    family: "input",
  },
  130007: {
    status: 409,
    key: "spaceNotPublished",
    message: "Publish this tour before sharing it",
    action: "snackbar",
    family: "input",
  },
  130008: {
    status: 400,
    key: "ownShareCode",
    message: "This is your own share code",
    action: "snackbar",
    family: "input",
  },
  130009: {
    status: 409,
    key: "shareCodeLimit",
    message: "You have reached the number of share codes an account may have",
    action: "snackbar",
    family: "other",
  },
  ...eduErrors,
} as const satisfies Record<number, ErrorEntry>;

/** Every code of the catalogue. */
export type ErrorCode = keyof typeof errorCatalogue;

/** The generic catalogue code for an HTTP status, used when the server's body names no known code. */
export const codeForStatus = (status: number): ErrorCode => {
  switch (status) {
    case 400:
    case 401:
    case 403:
    case 404:
    case 409:
    case 413:
    case 415:
    case 429:
    case 503:
      return (10000 + status) as ErrorCode;
    default:
      return status >= 400 && status < 500 ? 10400 : 10500;
  }
};

/** True when `code` is a number the catalogue knows. */
export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === "number" && Object.hasOwn(errorCatalogue, code);

/** The catalogue entry of a code. */
export const errorEntry = (code: ErrorCode): ErrorEntry => errorCatalogue[code];

/** The family of any code: the catalogue's, or `other` for a number it does not know. */
export const errorFamilyOf = (code: number): ErrorFamily =>
  isErrorCode(code) ? errorCatalogue[code].family : "other";
