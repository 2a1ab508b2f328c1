import { describe, expect, it } from "vitest";
import { propertyRunsFactor } from "./propertyRuns";

describe("the property runs factor", () => {
  it("is 1 when unset and the number given otherwise", () => {
    expect(propertyRunsFactor(undefined)).toBe(1);
    expect(propertyRunsFactor("")).toBe(1);
    expect(propertyRunsFactor("10")).toBe(10);
  });

  it.each(["0", "-2", "1.5", "ten"])("refuses %s, naming the variable", (value) => {
    expect(() => propertyRunsFactor(value)).toThrow(
      `PROPERTY_RUNS_FACTOR must be a whole number of 1 or more, not "${value}"`,
    );
  });
});
