/**
 * How much of `total` is used, in percent (0–100, or more when over quota). A total of zero or
 * less means there is no quota to measure against and gives 0, as a plan size of 0 shows no
 * storage warning. Negative or non-finite usage counts as 0.
 */
export const usagePercent = (used: number, total: number): number => {
  if (!(Number.isFinite(total) && total > 0)) return 0;
  if (!(Number.isFinite(used) && used > 0)) return 0;
  return (used / total) * 100;
};

/** {@link usagePercent} held within 0–100, for progress bars. */
export const usageBarPercent = (used: number, total: number): number =>
  Math.min(100, usagePercent(used, total));

/**
 * A percentage as text with at most `decimals` digits after the point and trailing zeros
 * dropped: `95` → `"95%"`, `12.345` → `"12.35%"` with 2 decimals.
 */
export const formatPercent = (percent: number, decimals = 0): string =>
  `${Number.isFinite(percent) ? Number(percent.toFixed(decimals)) : 0}%`;
