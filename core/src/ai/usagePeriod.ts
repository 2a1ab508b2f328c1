/** A span of time: from `start` (included) to `end` (excluded). */
export interface UsagePeriod {
  readonly start: Date;
  readonly end: Date;
}

/**
 * The month AI image usage is counted in: the calendar month in UTC that holds `now`. Every
 * account's credits come back at the same instant, the first of the month at 00:00 UTC, which
 * the usage meter shows as its `periodEnd`.
 */
export const aiUsagePeriod = (now: Date): UsagePeriod => {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return { start: new Date(Date.UTC(year, month, 1)), end: new Date(Date.UTC(year, month + 1, 1)) };
};
