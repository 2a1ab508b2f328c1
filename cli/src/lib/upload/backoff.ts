import { ErrorCode, isAppError } from "@orbis/core/errors";

/** The retry schedule of an upload. */
export interface BackoffPolicy {
  /** Retries after the first attempt. */
  readonly retries: number;
  readonly baseMs: number;
  readonly maxMs: number;
}

/** Five tries over about half a minute at worst: enough for a server restart or a flaky link. */
export const DEFAULT_BACKOFF: BackoffPolicy = { retries: 4, baseMs: 500, maxMs: 15_000 };

/**
 * The pause before retry `attempt` (1 for the first retry): exponential, capped, with "equal
 * jitter" (half fixed, half random) so parallel uploads that failed together do not come back
 * together, yet never retry at once.
 */
export const backoffDelay = (
  attempt: number,
  policy: BackoffPolicy,
  random: () => number = Math.random,
): number => {
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
};

/**
 * Worth retrying: no answer at all (network 90001, timeout 90002), a rate limit (10429) or a
 * server error (5xx). A refusal (4xx: bad file, quota, auth) would only be refused again.
 */
export const isRetriable = (error: unknown): boolean => {
  if (!isAppError(error)) return false;
  if (
    error.code === ErrorCode.network ||
    error.code === ErrorCode.timeout ||
    error.code === ErrorCode.tooManyRequests
  )
    return true;
  return error.status >= 500;
};
