import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPercent, usageBarPercent, usagePercent } from "./percent";

describe("usagePercent", () => {
  it.each([
    [95, 100, 95, 95],
    [0, 100, 0, 0],
    [512, 1024, 50, 50],
    [150, 100, 150, 100],
    [10, 0, 0, 0],
    [10, -5, 0, 0],
    [-10, 100, 0, 0],
    [Number.NaN, 100, 0, 0],
    [10, Number.POSITIVE_INFINITY, 0, 0],
  ])("%d of %d is %d%% (bar %d%%)", (used, total, percent, bar) => {
    expect(usagePercent(used, total)).toBe(percent);
    expect(usageBarPercent(used, total)).toBe(bar);
  });

  it("grows with usage and stays in 0–100 on a bar", () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.integer({ min: 1, max: 2 ** 40 }), (a, b, total) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(usagePercent(lo, total)).toBeLessThanOrEqual(usagePercent(hi, total));
        const bar = usageBarPercent(hi, total);
        expect(bar).toBeGreaterThanOrEqual(0);
        expect(bar).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe("formatPercent", () => {
  it.each([
    [95, 0, "95%"],
    [94.6, 0, "95%"],
    [12.345, 2, "12.35%"],
    [50, 2, "50%"],
    [Number.NaN, 0, "0%"],
  ])("%d with %i decimals is %s", (percent, decimals, text) => {
    expect(formatPercent(percent, decimals)).toBe(text);
  });

  it("defaults to whole percents", () => {
    expect(formatPercent(33.3333)).toBe("33%");
  });
});
