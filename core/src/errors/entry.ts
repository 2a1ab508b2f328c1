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
