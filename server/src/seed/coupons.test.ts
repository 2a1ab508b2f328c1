import { couponScopeSchema } from "@orbis/core/contract";
import { describe, expect, it } from "vitest";
import { seedCoupons } from "./coupons";
import { seedGoods } from "./goods";

describe("the seeded coupons", () => {
  it.each(seedCoupons.map((c) => [c.id, c] as const))(
    "%s names goods of the price list, of the kinds it is for",
    (_, coupon) => {
      expect(couponScopeSchema.parse(coupon.scope)).toEqual(coupon.scope);
      for (const code of coupon.scope.goodsCodes ?? []) {
        const goods = seedGoods.find((g) => g.code === code);
        expect(goods, code).toBeDefined();
        if (coupon.scope.goodsKinds !== null)
          expect(coupon.scope.goodsKinds).toContain(goods?.kind);
      }
    },
  );

  it("keeps the welcome coupon to a first Pro subscription, as its text says", () => {
    const welcome = seedCoupons.find((c) => c.id === "welcome-pro-20");
    expect(welcome?.description).toMatch(/first Pro/);
    expect(welcome?.scope).toEqual({
      goodsKinds: ["PLAN-PRICING"],
      goodsCodes: ["PLAN-PRO-MONTH", "PLAN-PRO-YEAR"],
      firstOrderOnly: true,
    });
  });
});
