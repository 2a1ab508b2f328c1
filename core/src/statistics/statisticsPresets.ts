/* The ranges the statistics screen offers with one click. */

/** The preset ranges, in days ending today: a week, a month, a quarter. */
export const STATISTICS_PRESET_DAYS = [7, 30, 90] as const;

const DAY_MS = 86_400_000;

/**
 * The last `days` UTC days ending at `today` (`YYYY-MM-DD`), both included: what the statistics
 * calls take as `from` and `to` (`7` on 2024-03-02 is 2024-02-25 to 2024-03-02).
 */
export const lastDays = (days: number, today: string): { from: string; to: string } => {
  const end = Date.parse(`${today}T00:00:00Z`);
  const from = new Date(end - (Math.max(1, Math.floor(days)) - 1) * DAY_MS);
  return { from: from.toISOString().slice(0, 10), to: today };
};
