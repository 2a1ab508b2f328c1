/** The severities of the general snackbar, each with its own icon (docs/product/screens.md). */
export const SNACKBAR_SEVERITIES = ["success", "warning", "error", "info"] as const;

/** A snackbar severity. */
export type SnackbarSeverity = (typeof SNACKBAR_SEVERITIES)[number];

/** Where a snackbar sits. */
export type SnackbarPosition = "bottom-center" | "top-right";

/** Defaults of any snackbar: 5000 ms at the bottom centre (docs/product/limits.md). */
export const SNACKBAR_DEFAULTS = { timeoutMs: 5000, position: "bottom-center" } as const;

/** The app's general snackbar: bottom centre, 3000 ms, one at a time (docs/product/screens.md, docs/product/limits.md). */
export const GLOBAL_SNACKBAR = { timeoutMs: 3000, position: "bottom-center" } as const;

/** The AI-generation snackbar: top right, 3000 ms, closable (docs/product/screens.md, docs/product/limits.md). */
export const AI_SNACKBAR = { timeoutMs: 3000, position: "top-right", closable: true } as const;

/** At most this many toasts at once (docs/product/limits.md). */
export const TOAST_LIMIT = 20;

/** Kinds of toast with a duration of their own. */
export type ToastKind = "success" | "error" | "blank";

/** How long each toast kind stays: error and blank 4000 ms, success 2000 ms (docs/product/limits.md). */
export const TOAST_DURATIONS_MS: Readonly<Record<ToastKind, number>> = {
  success: 2000,
  error: 4000,
  blank: 4000,
};

/** The terms sheet grows up to this share of the window height (docs/product/screens.md). */
export const TERMS_SHEET_MAX_HEIGHT_RATIO = 0.95;
