import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isCalendarDay, isoDaySchema, yyyymmddSchema } from "./calendarDay";
import { paymentHistoryQuerySchema } from "./paymentHistory";

describe("isCalendarDay", () => {
  it.each<[number, number, number, boolean]>([
    [2025, 2, 28, true],
    [2025, 2, 29, false],
    [2024, 2, 29, true],
    [2000, 2, 29, true],
    [2100, 2, 29, false],
    [2025, 2, 31, false],
    [2025, 4, 30, true],
    [2025, 4, 31, false],
    [2025, 12, 31, true],
    [2025, 13, 1, false],
    [2025, 0, 1, false],
    [2025, 1, 0, false],
  ])("%i-%i-%i is a day: %s", (year, month, day, real) => {
    expect(isCalendarDay(year, month, day)).toBe(real);
  });

  it("agrees with the calendar for every day written out", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2199 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (year, month, day) => {
          const date = new Date(Date.UTC(year, month - 1, day));
          expect(isCalendarDay(year, month, day)).toBe(date.getUTCDate() === day);
        },
      ),
    );
  });
});

describe("day schemas", () => {
  it.each<[string, string | null]>([
    ["2025-02-28", null],
    ["2024-02-29", null],
    ["2025-02-29", "There is no such day in the calendar"],
    ["2025-02-31", "There is no such day in the calendar"],
    ["2025-04-31", "There is no such day in the calendar"],
    ["2025-13-01", "Write the day as YYYY-MM-DD"],
    ["20250201", "Write the day as YYYY-MM-DD"],
  ])("YYYY-MM-DD %s: %s", (text, message) => {
    const parsed = isoDaySchema.safeParse(text);
    expect(parsed.success ? null : parsed.error.issues.map((i) => i.message)).toEqual(
      message === null ? null : [message],
    );
  });

  it.each<[string, boolean]>([
    ["20250228", true],
    ["20240229", true],
    ["20250229", false],
    ["20250231", false],
    ["20251131", false],
  ])("YYYYMMDD %s is a day: %s", (text, real) => {
    expect(yyyymmddSchema.safeParse(text).success).toBe(real);
  });

  it("names the history query's field that is no day", () => {
    const parsed = paymentHistoryQuerySchema.safeParse({ from: "2025-01-01", to: "2025-02-31" });
    expect(
      parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join("."), i.message]),
    ).toEqual([["to", "There is no such day in the calendar"]]);
  });
});
