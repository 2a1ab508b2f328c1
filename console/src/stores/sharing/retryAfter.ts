/**
 * The wait, in whole seconds rounded up, in a throttled call's error details: the server gives
 * `retryAfterMs` (core's `codeGuessVerdict`) or `retryAfterSeconds`. Null when it gave neither.
 */
export const retryAfterSeconds = (details: unknown): number | null => {
  if (typeof details !== "object" || details === null) return null;
  const { retryAfterMs, retryAfterSeconds: seconds } = details as Record<string, unknown>;
  if (typeof retryAfterMs === "number" && retryAfterMs > 0) return Math.ceil(retryAfterMs / 1000);
  if (typeof seconds === "number" && seconds > 0) return Math.ceil(seconds);
  return null;
};
