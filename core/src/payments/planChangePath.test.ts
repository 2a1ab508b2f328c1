import { describe, expect, it } from "vitest";
import { checkoutPath, planButtonTarget, upgradePath } from "./planChangePath";

const priced = (month?: number, year?: number) => ({
  KRW: { MONTH: month, YEAR: year },
  USD: { MONTH: month === undefined ? undefined : month / 1000, YEAR: year },
});

describe("checkoutPath and upgradePath", () => {
  it("lead to the monthly or yearly plan change with the plan chosen", () => {
    expect(checkoutPath("pro", "MONTH")).toBe("/payment?plan=pro");
    expect(checkoutPath("pro", "YEAR")).toBe("/payment/yearly?plan=pro");
    expect(checkoutPath("a b&c", "MONTH")).toBe("/payment?plan=a%20b%26c");
  });

  it("tell the plan change which refusal to lift", () => {
    expect(upgradePath(70001)).toBe("/payment?for=70001");
  });
});

describe("planButtonTarget", () => {
  const pro = { id: "pro", prices: priced(19_900, 199_000) };

  it("starts a signed-in user's checkout for the period shown", () => {
    expect(planButtonTarget(pro, "MONTH", true)).toBe("/payment?plan=pro");
    expect(planButtonTarget(pro, "YEAR", true)).toBe("/payment/yearly?plan=pro");
  });

  it("sends a visitor to sign in, with the way back to that checkout", () => {
    expect(planButtonTarget(pro, "MONTH", false)).toBe(
      "/builder/login?redirect=%2Fpayment%3Fplan%3Dpro",
    );
    expect(planButtonTarget(pro, "YEAR", false)).toBe(
      "/builder/login?redirect=%2Fpayment%2Fyearly%3Fplan%3Dpro",
    );
  });

  it("leads a free plan to the projects, signed in or not", () => {
    const free = { id: "free", prices: priced(0, 0) };
    expect(planButtonTarget(free, "MONTH", true)).toBe("/projects");
    expect(planButtonTarget(free, "YEAR", false)).toBe("/projects");
  });

  it("gives a plan with no price for the period no button (contact us)", () => {
    expect(planButtonTarget({ id: "enterprise", prices: priced() }, "MONTH", true)).toBeNull();
    expect(planButtonTarget({ id: "odd", prices: priced(5_000) }, "YEAR", true)).toBeNull();
  });
});
