import { type AppError, isAppError } from "./AppError";
import { ErrorCode } from "./codes";

/** How long the duplicate-connection message shows before the user is sent home and signed out. */
export const DUPLICATE_SESSION_DELAY_MS = 500;

/** What the interface does about a failed call; the console's global handler carries it out. */
export type ErrorReaction =
  | {
      readonly kind: "snackbar";
      readonly severity: "error";
      readonly messageKey: string;
      readonly message: string;
    }
  | {
      readonly kind: "duplicateSession";
      readonly messageKey: string;
      readonly message: string;
      readonly delayMs: number;
    }
  | { readonly kind: "reject"; readonly messageKey: string; readonly message: string }
  | { readonly kind: "signIn"; readonly messageKey: string; readonly message: string }
  | { readonly kind: "setPassword"; readonly messageKey: string; readonly message: string }
  | { readonly kind: "passThrough" };

/** What the reaction knows of the failed call besides its error. */
export interface FailedCall {
  /** The call sent files (a multipart body). */
  readonly sendsFiles?: boolean;
}

/**
 * Refusals of the sent files themselves: not readable as what they claim, too large, of a type
 * not taken. The server's message names the file and what is wrong with it.
 */
export const FILE_REFUSAL_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  ErrorCode.badRequest,
  ErrorCode.payloadTooLarge,
  ErrorCode.unsupportedMedia,
]);

/**
 * Whether a failed upload's error is a refusal of the file itself, which its caller says beside
 * the file (see {@link errorReaction}); storage, plan and transport failures are not.
 */
export const isFileRefusal = (error: unknown): error is AppError =>
  isAppError(error) && FILE_REFUSAL_CODES.has(error.code);

/**
 * Decides the global reaction to a failed call, per the error catalogue: 50002 shows its message
 * and after {@link DUPLICATE_SESSION_DELAY_MS} goes home and signs out; 50001 rejects with its
 * message; 140008 (a one-time password still in use) leads to setting one's own password; quota and plan codes show an error snackbar; anything else passes through unchanged.
 * One message per failure: a call that sent files has its file refusals
 * ({@link FILE_REFUSAL_CODES}) rejected to the caller, which says them beside the file with the
 * server's words; the global snackbar would only add a vaguer second message. Storage and plan
 * refusals of an upload are not about the file and keep their snackbar.
 */
export const errorReaction = (error: AppError, call: FailedCall = {}): ErrorReaction => {
  const { action, key } = error.entry;
  const messageKey = `errors.${key}`;
  if (call.sendsFiles === true && FILE_REFUSAL_CODES.has(error.code))
    return { kind: "reject", messageKey, message: error.message };
  switch (action) {
    case "snackbar":
      return { kind: "snackbar", severity: "error", messageKey, message: error.message };
    case "duplicateSession":
      return {
        kind: "duplicateSession",
        messageKey,
        message: error.message,
        delayMs: DUPLICATE_SESSION_DELAY_MS,
      };
    case "reject":
      return { kind: "reject", messageKey, message: error.message };
    case "signIn":
      return { kind: "signIn", messageKey, message: error.message };
    // A student on a one-time password: every screen answers 140008 until they set their own.
    case "setPassword":
      return { kind: "setPassword", messageKey, message: error.message };
    default:
      return { kind: "passThrough" };
  }
};
