/** Where a piece of state loaded from the server stands. */
export type LoadState = "idle" | "loading" | "ready" | "failed";
