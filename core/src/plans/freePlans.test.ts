import { describe, expect, it } from "vitest";
import { FREE_HOSTING_PLAN_ID, FREE_PLAN_ID } from "./freePlans";

describe("the free plans' ids", () => {
  it("name the free plan and the free hosting tier apart, as the price list seeds them", () => {
    expect(FREE_PLAN_ID).toBe("free");
    expect(FREE_HOSTING_PLAN_ID).toBe("hosting-free");
    expect(FREE_PLAN_ID).not.toBe(FREE_HOSTING_PLAN_ID);
  });
});
