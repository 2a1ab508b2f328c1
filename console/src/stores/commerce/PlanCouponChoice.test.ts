// @vitest-environment node

import type { Coupon, Currency, GoodsItem } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import { observable, runInAction } from "mobx";
import { describe, expect, it } from "vitest";
import { PlanCouponChoice } from "./PlanCouponChoice";

/*
 * The coupon choice on its own, over plain data: which held coupons fit the chosen goods, which
 * one is sent, and what a refusal or a spent coupon leaves. The plan-change store's tests take it
 * through the real server's quote and order.
 */

const NOW = Date.parse("2026-03-01T00:00:00Z");

const coupon = (id: string, extra: Partial<Coupon> = {}): Coupon => ({
  id,
  name: id,
  description: "",
  discount: { kind: "percent", percent: 20 },
  state: "unused",
  downloadedAt: "2026-02-20T00:00:00Z",
  usedAt: null,
  expiresAt: "2026-03-20T00:00:00Z",
  scope: { goodsKinds: ["PLAN-PRICING"], goodsCodes: null, firstOrderOnly: false },
  ...extra,
});

const PRO: GoodsItem = {
  code: "PLAN-PRO-MONTH",
  kind: "PLAN-PRICING",
  name: "Pro",
  planId: "pro",
  periodUnit: "MONTH",
  periodCount: 1,
  prices: { KRW: 19_900, USD: 15 },
  storageBytes: null,
  licenceCount: null,
};
const HOSTING: GoodsItem = { ...PRO, code: "HOSTING-BASIC-MONTH", kind: "HOSTING" };

/** A choice over goods and a currency the test can change, as the store's selection changes. */
const choiceOver = (goods: GoodsItem | undefined, currency: Currency = "USD") => {
  const order = observable({ goods, currency });
  const choice = new PlanCouponChoice({
    goods: () => order.goods,
    currency: () => order.currency,
    now: () => NOW,
  });
  const choose = (next: Partial<typeof order>) => runInAction(() => Object.assign(order, next));
  return { choice, choose };
};

describe("PlanCouponChoice", () => {
  it("offers the held coupons that fit the chosen goods and currency, none before a choice", () => {
    const { choice, choose } = choiceOver(undefined);
    const won = coupon("won", { discount: { kind: "amount", amount: 3000, currency: "KRW" } });
    choice.setCoupons([coupon("welcome"), won, coupon("offered", { downloadedAt: null })]);
    expect(choice.choices).toEqual([]);
    choose({ goods: PRO });
    expect(choice.choices.map((c) => c.id)).toEqual(["welcome"]);
    choose({ currency: "KRW" });
    expect(choice.choices.map((c) => c.id)).toEqual(["welcome", "won"]);
  });

  it("sends the chosen coupon only while it fits the chosen goods", () => {
    const { choice, choose } = choiceOver(PRO);
    choice.setCoupons([coupon("welcome")]);
    expect(choice.choose("welcome")).toBe(true);
    expect(choice.choose("welcome")).toBe(false);
    expect(choice.appliedId).toBe("welcome");
    choose({ goods: HOSTING });
    expect(choice.appliedId).toBeNull();
    // The choice stands: back on the plan, the coupon is sent again.
    choose({ goods: PRO });
    expect(choice.appliedId).toBe("welcome");
  });

  it("says a refusal of the coupon (120016, 120017) and drops it; other failures are not its", () => {
    const { choice } = choiceOver(PRO);
    choice.setCoupons([coupon("welcome")]);
    choice.choose("welcome");
    const text = (error: AppError) => `refused: ${error.code}`;
    expect(choice.refused(new AppError(ErrorCode.badRequest), text)).toBe(false);
    expect(choice.refused(new Error("offline"), text)).toBe(false);
    expect([choice.chosenId, choice.error]).toEqual(["welcome", null]);
    expect(choice.refused(new AppError(ErrorCode.couponFirstOrderOnly), text)).toBe(true);
    expect([choice.chosenId, choice.appliedId, choice.error]).toEqual([
      null,
      null,
      "refused: 120017",
    ]);
    // Choosing again forgets the refusal.
    choice.choose("welcome");
    expect(choice.error).toBeNull();
    expect(choice.refused(new AppError(ErrorCode.couponNotForGoods), text)).toBe(true);
  });

  it("forgets the coupon spent on an order, and offers it no more once the list says it is used", () => {
    const { choice } = choiceOver(PRO);
    choice.setCoupons([coupon("welcome")]);
    choice.choose("welcome");
    choice.spent([coupon("welcome", { usedAt: "2026-03-01T00:00:00Z", state: "used" })]);
    expect([choice.chosenId, choice.choices]).toEqual([null, []]);
  });
});
