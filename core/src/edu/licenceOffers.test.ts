import { describe, expect, it } from "vitest";
import type { GoodsItem } from "../contract/entities/payment";
import { licenceOffers } from "./licenceOffers";

const goods = (code: string, over: Partial<GoodsItem> = {}): GoodsItem => ({
  code,
  kind: "LICENCE",
  name: code,
  planId: null,
  periodUnit: "MONTH",
  periodCount: 1,
  prices: { KRW: 10_000, USD: 8 },
  storageBytes: null,
  licenceCount: 1,
  ...over,
});

describe("licenceOffers", () => {
  it("offers each duration's single licence before its pack, shortest first, in the currency", () => {
    const list = [
      goods("LICENCE-3M-BULK", { periodCount: 3, licenceCount: 10, prices: { KRW: 80, USD: 7 } }),
      goods("LICENCE-1M-BULK", { licenceCount: 10, prices: { KRW: 50, USD: 4 } }),
      goods("LICENCE-3M", { periodCount: 3, prices: { KRW: 30, USD: 3 } }),
      goods("LICENCE-1M", { prices: { KRW: 10, USD: 1 } }),
      goods("PLAN-PRO-MONTH", { kind: "PLAN-PRICING", planId: "pro", licenceCount: null }),
    ];
    expect(licenceOffers(list, "USD")).toEqual([
      { goodsCode: "LICENCE-1M", name: "LICENCE-1M", durationMonths: 1, licenceCount: 1, price: 1 },
      {
        goodsCode: "LICENCE-1M-BULK",
        name: "LICENCE-1M-BULK",
        durationMonths: 1,
        licenceCount: 10,
        price: 4,
      },
      { goodsCode: "LICENCE-3M", name: "LICENCE-3M", durationMonths: 3, licenceCount: 1, price: 3 },
      {
        goodsCode: "LICENCE-3M-BULK",
        name: "LICENCE-3M-BULK",
        durationMonths: 3,
        licenceCount: 10,
        price: 7,
      },
    ]);
    expect(licenceOffers(list, "KRW").map((o) => o.price)).toEqual([10, 50, 30, 80]);
  });

  it("leaves out licences without a price in the currency or with a term no licence has", () => {
    const list = [
      goods("NO-USD", { prices: { KRW: 10 } }),
      goods("SIX-MONTHS", { periodCount: 6 }),
      goods("A-YEAR", { periodUnit: "YEAR" }),
      goods("LICENCE-2M", { periodCount: 2 }),
    ];
    expect(licenceOffers(list, "USD").map((o) => o.goodsCode)).toEqual(["LICENCE-2M"]);
  });

  it("counts a licence without a count as one", () => {
    expect(licenceOffers([goods("ONE", { licenceCount: null })], "KRW")[0]?.licenceCount).toBe(1);
  });
});
