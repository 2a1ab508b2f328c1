import { describe, expect, it } from "vitest";
import { cataloguePrices, type Goods, periodEnd } from "./goods";

const goods = (over: Partial<Goods>): Goods => ({
  code: "PLAN-PRO-MONTH",
  kind: "PLAN-PRICING",
  name: "Pro (monthly)",
  planId: "pro",
  periodUnit: "MONTH",
  periodCount: 1,
  pricesMinor: { KRW: 19_900, USD: 1_500 },
  storageBytes: null,
  licenceCount: null,
  ...over,
});

describe("cataloguePrices", () => {
  it("reads a plan's monthly and yearly prices from its goods, in major units", () => {
    const list = [
      goods({}),
      goods({
        code: "PLAN-PRO-YEAR",
        periodUnit: "YEAR",
        pricesMinor: { KRW: 199_000, USD: 15_000 },
      }),
      goods({ code: "PLAN-BUSINESS-MONTH", planId: "business", pricesMinor: { KRW: 1, USD: 1 } }),
    ];
    expect(cataloguePrices({ id: "pro", type: "PRO" }, list)).toEqual({
      KRW: { MONTH: 19_900, YEAR: 199_000 },
      USD: { MONTH: 15, YEAR: 150 },
    });
  });

  it("prices a FREE tier at 0 and leaves a plan without goods as contact us", () => {
    expect(cataloguePrices({ id: "free", type: "FREE" }, [])).toEqual({
      KRW: { MONTH: 0, YEAR: 0 },
      USD: { MONTH: 0, YEAR: 0 },
    });
    expect(cataloguePrices({ id: "hosting-free", type: "Hosting FREE" }, []).USD.MONTH).toBe(0);
    expect(cataloguePrices({ id: "enterprise", type: "ENTERPRISE" }, [goods({})])).toEqual({
      KRW: {},
      USD: {},
    });
  });

  it("ignores passes and multi-period goods, which are not the pricing page's periods", () => {
    const list = [
      goods({ periodUnit: "DAY", periodCount: 7 }),
      goods({ periodUnit: "MONTH", periodCount: 3 }),
    ];
    expect(cataloguePrices({ id: "pro", type: "PRO" }, list)).toEqual({ KRW: {}, USD: {} });
  });
});

describe("periodEnd", () => {
  it("counts days, months and years on the calendar", () => {
    const start = new Date("2026-03-15T10:00:00Z");
    expect(periodEnd(start, "DAY", 7).toISOString()).toBe("2026-03-22T10:00:00.000Z");
    expect(periodEnd(start, "MONTH", 1).toISOString()).toBe("2026-04-15T10:00:00.000Z");
    expect(periodEnd(start, "YEAR", 1).toISOString()).toBe("2027-03-15T10:00:00.000Z");
  });

  it("ends a month from the 31st on the last day of a shorter month", () => {
    expect(periodEnd(new Date("2026-01-31T00:00:00Z"), "MONTH", 1).toISOString()).toBe(
      "2026-02-28T00:00:00.000Z",
    );
    expect(periodEnd(new Date("2028-01-31T00:00:00Z"), "MONTH", 1).toISOString()).toBe(
      "2028-02-29T00:00:00.000Z",
    );
    expect(periodEnd(new Date("2026-12-31T00:00:00Z"), "MONTH", 2).toISOString()).toBe(
      "2027-02-28T00:00:00.000Z",
    );
  });
});
