import { describe, expect, it } from "vitest";
import type { CouponScope } from "../contract/entities/coupon";
import { ErrorCode } from "../errors/codes";
import type { Goods, GoodsKind } from "../payments/goods";
import { ANY_GOODS, couponScopeCheck, inCouponScope, isCouponScopeRefusal } from "./couponScope";

type Line = Pick<Goods, "code" | "kind" | "name">;
const line = (code: string, kind: GoodsKind): Line => ({ code, kind, name: code });
const PRO = line("PLAN-PRO-MONTH", "PLAN-PRICING");
const PRO_YEAR = line("PLAN-PRO-YEAR", "PLAN-PRICING");
const BUSINESS = line("PLAN-BUSINESS-MONTH", "PLAN-PRICING");
const BASIC = line("HOSTING-BASIC-MONTH", "HOSTING");
const LICENCE = line("LICENCE-1M", "LICENCE");
const STORAGE = line("STORAGE-100GB-MONTH", "OPTION");

/** The welcome coupon: 20% off the buyer's first Pro subscription. */
const firstPro: CouponScope = {
  goodsKinds: ["PLAN-PRICING"],
  goodsCodes: ["PLAN-PRO-MONTH", "PLAN-PRO-YEAR"],
  firstOrderOnly: true,
};
/** A code for any paid plan, as often as the buyer holds one. */
const anyPlan: CouponScope = {
  goodsKinds: ["PLAN-PRICING"],
  goodsCodes: null,
  firstOrderOnly: false,
};

const none = new Set<GoodsKind>();

describe("inCouponScope", () => {
  it.each<[string, CouponScope, Line, boolean]>([
    ["any goods takes a licence", ANY_GOODS, LICENCE, true],
    ["first Pro takes Pro monthly", firstPro, PRO, true],
    ["first Pro takes Pro yearly", firstPro, PRO_YEAR, true],
    ["first Pro leaves Business", firstPro, BUSINESS, false],
    ["first Pro leaves a licence", firstPro, LICENCE, false],
    ["any plan takes Business", anyPlan, BUSINESS, true],
    ["any plan leaves storage", anyPlan, STORAGE, false],
    [
      "codes alone take any kind of them",
      { goodsKinds: null, goodsCodes: ["LICENCE-1M"], firstOrderOnly: false },
      LICENCE,
      true,
    ],
  ])("%s", (_, scope, goods, inScope) => {
    expect(inCouponScope(scope, goods)).toBe(inScope);
  });
});

describe("couponScopeCheck", () => {
  it.each<[string, CouponScope, Line[], ReadonlySet<GoodsKind>, number | string[]]>([
    ["the welcome coupon on a first Pro", firstPro, [PRO], none, ["PLAN-PRO-MONTH"]],
    ["the welcome coupon on a licence", firstPro, [LICENCE], none, 120016],
    ["the welcome coupon on storage", firstPro, [STORAGE], none, 120016],
    ["the welcome coupon on Business", firstPro, [BUSINESS], none, 120016],
    ["only Pro's line of Pro with storage", firstPro, [PRO, STORAGE], none, ["PLAN-PRO-MONTH"]],
    [
      "the welcome coupon after a plan was bought",
      firstPro,
      [PRO],
      new Set<GoodsKind>(["PLAN-PRICING"]),
      120017,
    ],
    [
      "the welcome coupon after hosting only",
      firstPro,
      [PRO],
      new Set<GoodsKind>(["HOSTING"]),
      ["PLAN-PRO-MONTH"],
    ],
    [
      "a plan code after a plan was bought",
      anyPlan,
      [BUSINESS],
      new Set<GoodsKind>(["PLAN-PRICING"]),
      ["PLAN-BUSINESS-MONTH"],
    ],
    [
      "any goods on hosting and a licence",
      ANY_GOODS,
      [BASIC, LICENCE],
      none,
      ["HOSTING-BASIC-MONTH", "LICENCE-1M"],
    ],
  ])("%s", (_, scope, goods, bought, expected) => {
    const check = couponScopeCheck(scope, goods, bought);
    if (typeof expected === "number") expect(check).toMatchObject({ ok: false, code: expected });
    else expect(check.ok && [...check.discounted]).toEqual(expected);
  });

  it("names what the coupon is not for, and what was bought before", () => {
    expect(couponScopeCheck(firstPro, [LICENCE], none)).toMatchObject({
      message: "This coupon is not for LICENCE-1M",
    });
    expect(couponScopeCheck(firstPro, [PRO], new Set<GoodsKind>(["PLAN-PRICING"]))).toMatchObject({
      message: expect.stringContaining("a plan before"),
    });
  });
});

describe("isCouponScopeRefusal", () => {
  it("knows every refusal couponScopeCheck makes, and no other code", () => {
    const pro = { code: "PLAN-PRO-MONTH", kind: "PLAN-PRICING", name: "Pro" } as const;
    const notFor = couponScopeCheck({ ...ANY_GOODS, goodsKinds: ["HOSTING"] }, [pro], new Set());
    const notFirst = couponScopeCheck(
      { ...ANY_GOODS, firstOrderOnly: true },
      [pro],
      new Set<GoodsKind>(["PLAN-PRICING"]),
    );
    for (const check of [notFor, notFirst]) {
      expect(check.ok).toBe(false);
      if (!check.ok) expect(isCouponScopeRefusal(check.code)).toBe(true);
    }
    const others = Object.values(ErrorCode).filter(
      (code) => code !== ErrorCode.couponNotForGoods && code !== ErrorCode.couponFirstOrderOnly,
    );
    expect(others.length).toBeGreaterThan(10);
    for (const code of others) expect(isCouponScopeRefusal(code)).toBe(false);
  });
});
