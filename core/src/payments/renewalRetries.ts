/**
 * When a failed renewal is tried again: one day after the first failure, then three days after
 * the second; after the third the plan lapses (the plan-expired state of docs/product/roles.md). A buyer whose card
 * was briefly over its limit keeps the plan; one whose card is gone loses it within a week.
 */
export const RENEWAL_RETRY_DELAYS_MS: readonly number[] = [86_400_000, 3 * 86_400_000];

/**
 * The next try of a renewal that has failed `failures` times, the last at `failedAt`, or null
 * when it is not tried again and the plan lapses.
 */
export const renewalRetryAt = (failures: number, failedAt: Date): Date | null => {
  const delay = RENEWAL_RETRY_DELAYS_MS[failures - 1];
  return delay === undefined ? null : new Date(failedAt.getTime() + delay);
};
