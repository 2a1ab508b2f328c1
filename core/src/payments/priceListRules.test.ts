import { describe, expect, it } from "vitest";
import {
  LICENCE_PACK,
  licencePackPrices,
  YEAR_PRICED_AS_MONTHS,
  yearlyPrices,
} from "./priceListRules";

describe("yearlyPrices", () => {
  it("costs ten months for a year, in every currency", () => {
    expect(YEAR_PRICED_AS_MONTHS).toBe(10);
    expect(yearlyPrices({ KRW: 19_900, USD: 15 })).toEqual({ KRW: 199_000, USD: 150 });
  });

  it("stays cheaper than twelve months", () => {
    const month = { KRW: 9_900, USD: 8 };
    const year = yearlyPrices(month);
    expect(year.KRW).toBeLessThan(month.KRW * 12);
    expect(year.USD).toBeLessThan(month.USD * 12);
  });
});

describe("licencePackPrices", () => {
  it("sells a pack of ten at the price of eight", () => {
    expect(LICENCE_PACK).toEqual({ size: 10, pricedAs: 8 });
    expect(licencePackPrices({ KRW: 9_900, USD: 8 })).toEqual({ KRW: 79_200, USD: 64 });
  });

  it("makes each licence of a pack cheaper than one bought alone", () => {
    const single = { KRW: 26_900, USD: 21 };
    const pack = licencePackPrices(single);
    expect(pack.KRW / LICENCE_PACK.size).toBeLessThan(single.KRW);
    expect(pack.USD / LICENCE_PACK.size).toBeLessThan(single.USD);
  });
});
