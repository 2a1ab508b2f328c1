import { describe, expect, it } from "vitest";
import type { GoodsItem } from "../contract/entities/payment";
import type { CatalogueEntry } from "../contract/entities/planCatalogue";
import { catalogueEntry } from "../contract/entities/testing/planSamples";
import {
  checkoutCurrency,
  planGoods,
  planOffers,
  preselectedOffer,
  wantedPlanId,
} from "./planOffers";

const entry = (id: string, kind: "contents" | "hosting" = "contents"): CatalogueEntry =>
  catalogueEntry(id, { kind, constraints: { projectCount: 3, tourCountPerProject: 5 } });
const item = (
  code: string,
  planId: string,
  periodUnit: "MONTH" | "YEAR",
  krw: number,
  usd?: number,
): GoodsItem => ({
  code,
  kind: planId.startsWith("hosting") ? "HOSTING" : "PLAN-PRICING",
  name: code,
  planId,
  periodUnit,
  periodCount: 1,
  prices: usd === undefined ? { KRW: krw } : { KRW: krw, USD: usd },
  storageBytes: null,
  licenceCount: null,
});

const catalogue = [
  entry("free"),
  entry("pro"),
  entry("business"),
  entry("enterprise"),
  entry("hosting-basic", "hosting"),
];
const goods = [
  item("PLAN-PRO-MONTH", "pro", "MONTH", 19_900, 15),
  item("PLAN-PRO-YEAR", "pro", "YEAR", 199_000, 150),
  item("PLAN-BUSINESS-MONTH", "business", "MONTH", 99_000),
  item("HOSTING-BASIC-MONTH", "hosting-basic", "MONTH", 9_900, 8),
];

describe("planGoods", () => {
  it("finds the product selling a plan or a hosting tier for one period", () => {
    expect(planGoods(goods, "pro", "YEAR")?.code).toBe("PLAN-PRO-YEAR");
    expect(planGoods(goods, "business", "YEAR")).toBeUndefined();
    expect(planGoods(goods, "hosting-basic", "MONTH")?.code).toBe("HOSTING-BASIC-MONTH");
  });
});

describe("planOffers", () => {
  it("offers the sold contents plans in the catalogue's order with their price", () => {
    const offers = planOffers(catalogue, goods, "MONTH", "USD");
    expect(offers.map((o) => [o.planId, o.goodsCode, o.price])).toEqual([
      ["pro", "PLAN-PRO-MONTH", 15],
      ["business", "PLAN-BUSINESS-MONTH", null],
    ]);
  });
  it("offers the hosting tiers apart", () => {
    expect(planOffers(catalogue, goods, "MONTH", "USD", "hosting").map((o) => o.goodsCode)).toEqual(
      ["HOSTING-BASIC-MONTH"],
    );
  });
  it("keeps to the period asked for", () => {
    expect(planOffers(catalogue, goods, "YEAR", "KRW").map((o) => o.goodsCode)).toEqual([
      "PLAN-PRO-YEAR",
    ]);
  });
});

describe("checkoutCurrency", () => {
  it("charges PayPal in dollars and a card in the chosen currency", () => {
    expect(checkoutCurrency("paypal", "KRW")).toBe("USD");
    expect(checkoutCurrency("card", "KRW")).toBe("KRW");
    expect(checkoutCurrency("card", "USD")).toBe("USD");
  });
});

describe("preselectedOffer", () => {
  const offers = planOffers(catalogue, goods, "MONTH", "KRW");
  it("takes the plan the address names", () => {
    expect(preselectedOffer(offers, "business", "free")?.planId).toBe("business");
  });
  it("ignores a plan already held, an unknown plan and no plan", () => {
    expect(preselectedOffer(offers, "pro", "pro")).toBeUndefined();
    expect(preselectedOffer(offers, "pro", ["hosting-free", "pro"])).toBeUndefined();
    expect(preselectedOffer(offers, "enterprise", "free")).toBeUndefined();
    expect(preselectedOffer(offers, null, "free")).toBeUndefined();
  });
});

describe("wantedPlanId", () => {
  const priced = (id: string, projects: number | null, krw: number): CatalogueEntry => ({
    ...entry(id),
    constraints: { ...entry(id).constraints, projectCount: projects },
    prices: { KRW: { MONTH: krw }, USD: { MONTH: krw / 1000 } },
  });
  const plans = [priced("free", 3, 0), priced("pro", 30, 19_900), priced("business", null, 99_000)];
  it("takes the plan the address names first", () => {
    expect(
      wantedPlanId(new URLSearchParams("plan=business&for=70001"), plans, ["free"], "KRW"),
    ).toBe("business");
  });
  it("finds the plan that lifts the refusal the address names", () => {
    expect(wantedPlanId(new URLSearchParams("for=70001"), plans, ["free"], "KRW")).toBe("pro");
    expect(wantedPlanId(new URLSearchParams("for=70001"), plans, ["pro"], "KRW")).toBe("business");
  });
  it("is null when the address asks for nothing it knows", () => {
    expect(wantedPlanId(new URLSearchParams(""), plans, ["free"], "KRW")).toBeNull();
    expect(wantedPlanId(new URLSearchParams("for=oops"), plans, ["free"], "KRW")).toBeNull();
    expect(wantedPlanId(new URLSearchParams("for=10400"), plans, ["free"], "KRW")).toBeNull();
  });
});
