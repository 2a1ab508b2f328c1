import type { StatisticsGranularity, StatisticsPoint } from "../contract/entities/publishing";

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The first day of the period `day` falls in: itself, its ISO week's Monday, its month's 1st. */
export const periodStart = (day: string, granularity: StatisticsGranularity): string => {
  if (granularity === "month") return `${day.slice(0, 7)}-01`;
  if (granularity === "day") return day;
  const n = dayNumber(day);
  // 1970-01-01 was a Thursday: day 0 is weekday 3 counting from Monday.
  return dayOf(n - ((n + 3) % 7));
};

/** A statistics series and its totals. */
export interface StatisticsSeries {
  readonly series: StatisticsPoint[];
  readonly totals: { readonly visits: number; readonly visitors: number };
}

/**
 * Every period from `from` to `to` (both included, UTC days) with the visits and visitors of
 * its days summed, zeros where nothing was counted; a period is named by its first day within
 * the range (the first week or month may start at `from`). Days outside the range are ignored.
 * Visitors add up per day: a visitor is recognised within one day only.
 */
export const statisticsSeries = (
  from: string,
  to: string,
  counted: readonly StatisticsPoint[],
  granularity: StatisticsGranularity,
): StatisticsSeries => {
  const byDay = new Map(counted.map((c) => [c.date, c]));
  const periods = new Map<string, { visits: number; visitors: number }>();
  let visits = 0;
  let visitors = 0;
  for (let n = dayNumber(from); n <= dayNumber(to); n += 1) {
    const date = dayOf(n);
    const start = periodStart(date, granularity);
    const key = start < from ? from : start;
    const period = periods.get(key) ?? { visits: 0, visitors: 0 };
    const day = byDay.get(date);
    period.visits += day?.visits ?? 0;
    period.visitors += day?.visitors ?? 0;
    periods.set(key, period);
    visits += day?.visits ?? 0;
    visitors += day?.visitors ?? 0;
  }
  return {
    series: [...periods].map(([date, p]) => ({ date, ...p })),
    totals: { visits, visitors },
  };
};
