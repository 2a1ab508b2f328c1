import { describe, expect, it } from "vitest";
import type { GoodsKind } from "./goods";
import { isExclusiveKind, isRenewableKind } from "./goodsKinds";

describe("goods kinds", () => {
  it.each<[GoodsKind, boolean, boolean]>([
    ["PLAN-PRICING", true, true],
    ["HOSTING", true, true],
    ["OPTION", false, true],
    ["LICENCE", false, false],
  ])("%s: held one at a time %s, renewed by a regular order %s", (kind, exclusive, renewed) => {
    expect(isExclusiveKind(kind)).toBe(exclusive);
    expect(isRenewableKind(kind)).toBe(renewed);
  });
});
