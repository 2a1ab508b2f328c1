import { isAppError } from "../errors/AppError";
import { ErrorCode } from "../errors/codes";
import { retryAfterSecondsOf } from "../errors/retryAfter";

/**
 * Seconds a code form waits after a code was mailed before it offers another. The server takes
 * five code mails a minute from one address (`server/src/modules/identity/verificationHandlers.ts`);
 * waiting this long keeps one form well inside that, and gives the first mail time to arrive.
 */
export const CODE_RESEND_WAIT_SECONDS = 30;

/** The wait after a rate-limit refusal that names none (a server without the details). */
export const CODE_RESEND_FALLBACK_WAIT_SECONDS = 60;

/**
 * Whole seconds until a new code may be asked for: the form's own wait after the last mail,
 * or a longer one the server asked for (`refusedUntil`, epoch ms). 0 when it may be asked now.
 */
export const codeResendWaitSeconds = (input: {
  readonly lastSentAt: number;
  readonly refusedUntil: number | null;
  readonly now: number;
}): number => {
  const until = Math.max(
    input.lastSentAt + CODE_RESEND_WAIT_SECONDS * 1000,
    input.refusedUntil ?? Number.NEGATIVE_INFINITY,
  );
  return Math.max(0, Math.ceil((until - input.now) / 1000));
};

/** What a refused request for a new code means to the person waiting for it. */
export type CodeResendRefusal =
  /** Too many code mails for now: ask again after `seconds`. */
  | { readonly kind: "wait"; readonly seconds: number }
  /**
   * This request can have no more codes (five renewals, or it was confirmed, used or forgotten):
   * only a new request, from the address step, mails another.
   */
  | { readonly kind: "restart" };

/**
 * Reads a refusal of `PUT /users/email/verification/renew`: 10429 (rate limit, with its wait in
 * `details.retryAfterSeconds` when the server gives it), 110006 (no more codes for this
 * request), 110004/110005 (the request is not known or is over). Null for any other failure,
 * which the form says in the catalogue's words.
 */
export const codeResendRefusalOf = (error: unknown): CodeResendRefusal | null => {
  if (!isAppError(error)) return null;
  switch (error.code) {
    case ErrorCode.tooManyRequests:
      return {
        kind: "wait",
        seconds: retryAfterSecondsOf(error.details) ?? CODE_RESEND_FALLBACK_WAIT_SECONDS,
      };
    case ErrorCode.codeInvalid:
    case ErrorCode.codeExpired:
    case ErrorCode.codeAttemptsExceeded:
      return { kind: "restart" };
    default:
      return null;
  }
};
