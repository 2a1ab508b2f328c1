import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { aiUsagePeriod } from "./usagePeriod";

describe("aiUsagePeriod", () => {
  it("is the calendar month in UTC, December to January included", () => {
    expect(aiUsagePeriod(new Date("2026-11-29T10:35:00Z"))).toEqual({
      start: new Date("2026-11-01T00:00:00Z"),
      end: new Date("2026-12-01T00:00:00Z"),
    });
    expect(aiUsagePeriod(new Date("2026-12-31T23:59:59.999Z")).end).toEqual(
      new Date("2027-01-01T00:00:00Z"),
    );
    // Still the 31st of March in UTC, though April in Seoul.
    expect(aiUsagePeriod(new Date("2027-03-31T20:00:00Z")).start).toEqual(
      new Date("2027-03-01T00:00:00Z"),
    );
  });

  it("holds every instant, and the next period starts where it ends", () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("1970-01-01T00:00:00Z"),
          max: new Date("2200-01-01T00:00:00Z"),
          noInvalidDate: true,
        }),
        (now) => {
          const period = aiUsagePeriod(now);
          expect(period.start.getTime()).toBeLessThanOrEqual(now.getTime());
          expect(now.getTime()).toBeLessThan(period.end.getTime());
          expect(period.start.getUTCDate()).toBe(1);
          expect(aiUsagePeriod(period.end).start).toEqual(period.end);
        },
      ),
    );
  });
});
