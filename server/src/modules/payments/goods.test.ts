import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedGoods } from "../../seed/goods";
import { apiFor } from "../../testing/apiClient";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";

describe.each(testEngines)("the price list on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  it("lists every product to anyone, in KRW and USD, with a period", async () => {
    const goods = await apiFor(t).getGoods();
    expect(goods.map((g) => g.code)).toEqual(seedGoods.map((g) => g.code));
    for (const item of goods) {
      expect(item.prices.KRW, item.code).toBeGreaterThan(0);
      expect(item.prices.USD, item.code).toBeGreaterThan(0);
      expect(["DAY", "MONTH", "YEAR"]).toContain(item.periodUnit);
    }
    const kinds = new Set(goods.map((g) => g.kind));
    expect([...kinds].sort()).toEqual(["HOSTING", "LICENCE", "OPTION", "PLAN-PRICING"]);
    expect(
      goods.filter((g) => g.kind === "LICENCE").map((g) => [g.periodCount, g.licenceCount]),
    ).toEqual([
      [1, 1],
      [1, 10],
      [2, 1],
      [2, 10],
      [3, 1],
      [3, 10],
    ]);
  });

  it("is what the pricing page's plans cost, and ENTERPRISE stays contact us", async () => {
    const api = apiFor(t);
    const [goods, plans] = await Promise.all([api.getGoods(), api.getPlanCatalogue()]);
    for (const plan of plans) {
      for (const period of ["MONTH", "YEAR"] as const) {
        const sold = goods.find(
          (g) => g.planId === plan.id && g.periodUnit === period && g.periodCount === 1,
        );
        const free = plan.type.endsWith("FREE");
        expect(plan.prices.KRW[period], `${plan.id} ${period}`).toBe(free ? 0 : sold?.prices.KRW);
        expect(plan.prices.USD[period], `${plan.id} ${period}`).toBe(free ? 0 : sold?.prices.USD);
      }
    }
    expect(plans.find((p) => p.type === "ENTERPRISE")?.prices).toEqual({ KRW: {}, USD: {} });
  });
});
