/* The days a tour's view statistics cover (the statistics call, gated by 70007). */

/** Longest statistics range, in days. */
export const STATISTICS_MAX_DAYS = 366;
/** Days shown when the query names no `from`. */
export const STATISTICS_DEFAULT_DAYS = 30;

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** A statistics range, or the query field that is wrong and why. */
export type StatisticsRange =
  | { readonly from: string; readonly to: string }
  | { readonly problem: { readonly path: "from" | "to"; readonly message: string } };

/**
 * The days of a statistics query (`YYYY-MM-DD`, UTC, both included): `to` defaults to `today`,
 * `from` to {@link STATISTICS_DEFAULT_DAYS} days ending at `to`; `from` after `to`, or a range
 * over {@link STATISTICS_MAX_DAYS} days, is refused naming `from`.
 */
export const statisticsRange = (
  query: { readonly from?: string; readonly to?: string },
  today: string,
): StatisticsRange => {
  const to = query.to ?? today;
  const from = query.from ?? dayOf(dayNumber(to) - (STATISTICS_DEFAULT_DAYS - 1));
  const days = dayNumber(to) - dayNumber(from) + 1;
  if (days < 1) return { problem: { path: "from", message: "Must be on or before to." } };
  if (days > STATISTICS_MAX_DAYS) {
    return {
      problem: { path: "from", message: `At most ${STATISTICS_MAX_DAYS} days at once.` },
    };
  }
  return { from, to };
};
