/** Comments one account may post on all spaces within {@link COMMENT_RATE_WINDOW_MS}. */
export const COMMENTS_PER_WINDOW = 6;

/** The window of the comment rate limit. */
export const COMMENT_RATE_WINDOW_MS = 60_000;

/**
 * Whether an account may post a comment at `now`, given when it posted its recent ones (epoch
 * milliseconds, any order): 0 to go on, or how many milliseconds until it may.
 */
export const commentWaitMs = (recentPostedAt: readonly number[], now: number): number => {
  const inWindow = recentPostedAt
    .filter((at) => now - at < COMMENT_RATE_WINDOW_MS)
    .sort((a, b) => b - a);
  if (inWindow.length < COMMENTS_PER_WINDOW) return 0;
  // The post that has to leave the window before another fits.
  const blocking = inWindow[COMMENTS_PER_WINDOW - 1] ?? now;
  return Math.max(1, blocking + COMMENT_RATE_WINDOW_MS - now);
};
