import { describe, expect, it } from "vitest";
import type { GoodsItem } from "../contract/entities/payment";
import { storageOffers } from "./storageOffers";

const GB = 1024 ** 3;
const option = (
  code: string,
  storageBytes: number | null,
  periodUnit: GoodsItem["periodUnit"],
  periodCount: number,
  prices: GoodsItem["prices"],
  kind: GoodsItem["kind"] = "OPTION",
): GoodsItem => ({
  code,
  kind,
  name: code,
  planId: null,
  periodUnit,
  periodCount,
  prices,
  storageBytes,
  licenceCount: null,
});

const goods = [
  option("STORAGE-1TB-MONTH", 1024 * GB, "MONTH", 1, { KRW: 39_000, USD: 30 }),
  option("STORAGE-100GB-MONTH", 100 * GB, "MONTH", 1, { KRW: 5_900, USD: 5 }),
  option("STORAGE-100GB-DAY", 100 * GB, "DAY", 7, { KRW: 1_900 }),
  option("PLAN-PRO-MONTH", null, "MONTH", 1, { KRW: 19_900, USD: 15 }, "PLAN-PRICING"),
];

describe("storageOffers", () => {
  it("offers the storage options, shortest period first, then smallest", () => {
    expect(storageOffers(goods, "KRW").map((o) => [o.goodsCode, o.price])).toEqual([
      ["STORAGE-100GB-DAY", 1_900],
      ["STORAGE-100GB-MONTH", 5_900],
      ["STORAGE-1TB-MONTH", 39_000],
    ]);
  });
  it("leaves out what is not sold in the currency, and every other kind of goods", () => {
    expect(storageOffers(goods, "USD").map((o) => o.goodsCode)).toEqual([
      "STORAGE-100GB-MONTH",
      "STORAGE-1TB-MONTH",
    ]);
  });
});
