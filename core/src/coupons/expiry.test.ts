import { describe, expect, it } from "vitest";
import {
  type CouponTerm,
  couponClaimRefusal,
  couponExpiresAt,
  couponListState,
  type HeldCoupon,
  normaliseCouponCode,
} from "./expiry";

const at = (iso: string) => new Date(iso);
const downloaded = at("2025-06-01T00:00:00Z");
const now = at("2025-06-10T00:00:00Z");

describe("coupon expiry", () => {
  it.each<[string, CouponTerm, string | null]>([
    ["never without limits", { expiresAt: null, validDays: null }, null],
    [
      "at the campaign end",
      { expiresAt: at("2025-12-31T00:00:00Z"), validDays: null },
      "2025-12-31T00:00:00.000Z",
    ],
    ["after its valid days", { expiresAt: null, validDays: 30 }, "2025-07-01T00:00:00.000Z"],
    [
      "after its valid days within the campaign",
      { expiresAt: at("2025-12-31T00:00:00Z"), validDays: 7 },
      "2025-06-08T00:00:00.000Z",
    ],
    [
      "at the campaign end before its valid days",
      { expiresAt: at("2025-06-05T00:00:00Z"), validDays: 30 },
      "2025-06-05T00:00:00.000Z",
    ],
    ["on download with zero days", { expiresAt: null, validDays: 0 }, "2025-06-01T00:00:00.000Z"],
  ])("a coupon expires %s", (_, term, expected) => {
    expect(couponExpiresAt(term, downloaded)?.toISOString() ?? null).toBe(expected);
  });
});

describe("coupon list state", () => {
  it.each<[string, HeldCoupon | null, string | null]>([
    ["offered only", null, null],
    ["held and unused", { usedAt: null, expiresAt: at("2025-07-01T00:00:00Z") }, "unused"],
    ["held without an end", { usedAt: null, expiresAt: null }, "unused"],
    ["held past its end", { usedAt: null, expiresAt: at("2025-06-09T00:00:00Z") }, "expired"],
    ["held at its end", { usedAt: null, expiresAt: now }, "expired"],
    ["used", { usedAt: at("2025-06-02T00:00:00Z"), expiresAt: at("2025-06-09T00:00:00Z") }, "used"],
  ])("a coupon %s is %s", (_, held, state) => {
    expect(couponListState(held, now)).toBe(state);
  });
});

describe("coupon claim", () => {
  it.each<[string, boolean, Date | null, string | null]>([
    ["an open coupon", false, null, null],
    ["a coupon before its end", false, at("2025-06-10T00:00:01Z"), null],
    ["a coupon at its end", false, now, "expired"],
    ["a coupon already held", true, null, "held"],
    ["a held coupon past its end", true, at("2025-01-01T00:00:00Z"), "held"],
  ])("refuses %s with %s", (_, held, couponExpiresAt, refusal) => {
    expect(couponClaimRefusal({ held, couponExpiresAt }, now)).toBe(refusal);
  });

  it.each([
    ["ORBIS-360", "ORBIS-360"],
    [" orbis-360 ", "ORBIS-360"],
    ["Welcome2025", "WELCOME2025"],
  ])("matches the code %j as %j", (code, normalised) => {
    expect(normaliseCouponCode(code)).toBe(normalised);
  });
});
