import type { AppError } from "./AppError";

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
  | { readonly kind: "passThrough" };

/**
 * Decides the global reaction to a failed call, per the error catalogue: 50002 shows its message
 * and after {@link DUPLICATE_SESSION_DELAY_MS} goes home and signs out; 50001 rejects with its
 * message; quota and plan codes show an error snackbar; anything else passes through unchanged.
 */
export const errorReaction = (error: AppError): ErrorReaction => {
  const { action, key } = error.entry;
  const messageKey = `errors.${key}`;
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
    default:
      return { kind: "passThrough" };
  }
};
