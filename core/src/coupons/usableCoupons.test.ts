import { describe, expect, it } from "vitest";
import type { Coupon } from "../contract/entities/coupon";
import { discountFitsCurrency, usableCoupons } from "./usableCoupons";

const NOW = new Date("2026-03-01T00:00:00Z");

const coupon = (id: string, extra: Partial<Coupon> = {}): Coupon => ({
  id,
  name: id,
  description: "",
  discount: { kind: "percent", percent: 20 },
  state: "unused",
  downloadedAt: "2026-02-20T00:00:00Z",
  usedAt: null,
  expiresAt: "2026-03-20T00:00:00Z",
  scope: { goodsKinds: ["PLAN-PRICING"], goodsCodes: ["PLAN-PRO-MONTH"], firstOrderOnly: true },
  ...extra,
});

const PRO = { code: "PLAN-PRO-MONTH", kind: "PLAN-PRICING" } as const;
const LICENCE = { code: "LICENCE-1M", kind: "LICENCE" } as const;
const ids = (list: readonly Coupon[]) => list.map((c) => c.id);

describe("usableCoupons", () => {
  it("offers a held, unused coupon for goods in its scope", () => {
    expect(ids(usableCoupons([coupon("welcome")], [PRO], "KRW", NOW))).toEqual(["welcome"]);
  });

  it("leaves out a coupon for other goods (the welcome coupon on a licence)", () => {
    expect(usableCoupons([coupon("welcome")], [LICENCE], "KRW", NOW)).toEqual([]);
  });

  it("leaves out offers not taken, used coupons and expired ones", () => {
    const list = [
      coupon("offered", { downloadedAt: null, state: null }),
      coupon("used", { usedAt: "2026-02-25T00:00:00Z", state: "used" }),
      coupon("expired", { expiresAt: "2026-02-28T00:00:00Z" }),
    ];
    expect(usableCoupons(list, [PRO], "KRW", NOW)).toEqual([]);
  });

  it("reads a coupon listed without a scope as one for any goods", () => {
    const { scope: _, ...unscoped } = coupon("old");
    expect(ids(usableCoupons([unscoped], [LICENCE], "USD", NOW))).toEqual(["old"]);
  });

  it("leaves out an amount in another currency than the payment's", () => {
    const won = coupon("won", { discount: { kind: "amount", amount: 3000, currency: "KRW" } });
    expect(ids(usableCoupons([won], [PRO], "KRW", NOW))).toEqual(["won"]);
    expect(usableCoupons([won], [PRO], "USD", NOW)).toEqual([]);
  });
});

describe("discountFitsCurrency", () => {
  it("lets a percentage discount any currency and an amount only its own", () => {
    expect(discountFitsCurrency({ kind: "percent", percent: 10 }, "USD")).toBe(true);
    expect(discountFitsCurrency({ kind: "amount", amount: 3000, currency: "KRW" }, "KRW")).toBe(
      true,
    );
    expect(discountFitsCurrency({ kind: "amount", amount: 3000, currency: "KRW" }, "USD")).toBe(
      false,
    );
  });
});
