import { describe, expect, it } from "vitest";
import { currencyDecimals, fromMinor, plainAmount, toMinor } from "./minorUnits";

describe("minor units", () => {
  it("counts won whole and dollars in cents, rounding half up as a buyer reads it", () => {
    expect(toMinor(19_900, "KRW")).toBe(19_900);
    expect(toMinor(1.005, "USD")).toBe(101);
    expect(toMinor(0.1 + 0.2, "USD")).toBe(30);
    expect(fromMinor(1_497, "USD")).toBe(14.97);
    expect(fromMinor(26_367, "KRW")).toBe(26_367);
  });

  it("writes won with no decimals and dollars with two", () => {
    expect(currencyDecimals("KRW")).toBe(0);
    expect(currencyDecimals("USD")).toBe(2);
  });
});

describe("plainAmount", () => {
  it.each([
    [19_900, "KRW", "19900"],
    [0, "KRW", "0"],
    [1000.5, "KRW", "1001"],
    [1e21, "KRW", "1000000000000000000000"],
    [-5000, "KRW", "-5000"],
    [14.5, "USD", "14.50"],
    [0.07, "USD", "0.07"],
    [0, "USD", "0.00"],
    [1.005, "USD", "1.01"],
    [0.1 + 0.2, "USD", "0.30"],
    [1234567.891, "USD", "1234567.89"],
    [-3, "USD", "-3.00"],
    [-0.001, "USD", "0.00"],
  ] as const)("%d %s → %s", (amount, currency, expected) => {
    expect(plainAmount(amount, currency)).toBe(expected);
  });

  it("refuses what is not an amount", () => {
    expect(() => plainAmount(Number.NaN, "KRW")).toThrow(RangeError);
    expect(() => plainAmount(Number.POSITIVE_INFINITY, "USD")).toThrow(RangeError);
  });
});
