/**
 * The details of a "wait first" refusal (130002 wrong codes, 130006 comments): how long to wait,
 * in whole seconds. The server sends the same number as `Retry-After`.
 */
export interface RetryAfterDetails {
  readonly retryAfterSeconds: number;
}

/** The details for a wait of `waitMs` milliseconds: rounded up, and at least one second. */
export const retryAfterDetails = (waitMs: number): RetryAfterDetails => ({
  retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
});

/**
 * The wait a refusal's details give, in whole seconds, or null when they give none (another
 * refusal, or a server that said nothing): the client then says the refusal alone.
 */
export const retryAfterSecondsOf = (details: unknown): number | null => {
  if (typeof details !== "object" || details === null || !("retryAfterSeconds" in details))
    return null;
  const seconds = details.retryAfterSeconds;
  return typeof seconds === "number" && seconds > 0 ? Math.ceil(seconds) : null;
};
