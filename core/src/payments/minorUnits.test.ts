import { describe, expect, it } from "vitest";
import { fromMinor, toMinor } from "./minorUnits";

describe("minor units", () => {
  it("counts won whole and dollars in cents, rounding half up as a buyer reads it", () => {
    expect(toMinor(19_900, "KRW")).toBe(19_900);
    expect(toMinor(1.005, "USD")).toBe(101);
    expect(toMinor(0.1 + 0.2, "USD")).toBe(30);
    expect(fromMinor(1_497, "USD")).toBe(14.97);
    expect(fromMinor(26_367, "KRW")).toBe(26_367);
  });
});
