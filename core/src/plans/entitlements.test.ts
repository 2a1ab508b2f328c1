import { describe, expect, it } from "vitest";
import { entitlementsAt } from "./entitlements";

const now = new Date("2025-06-01T00:00:00Z");
const before = new Date("2025-05-01T00:00:00Z");
const after = new Date("2025-07-01T00:00:00Z");
const plan = (id: string, constraints: Record<string, boolean> = {}) => ({ id, constraints });
const term = (p: ReturnType<typeof plan>, expiresAt: Date | null) => ({
  plan: p,
  startedAt: new Date("2025-01-01T00:00:00Z"),
  expiresAt,
});
const free = plan("free");

describe("entitlementsAt", () => {
  it("keeps running plans and passes bought storage through", () => {
    const held = entitlementsAt(
      {
        plan: term(plan("pro"), after),
        hostingPlan: term(plan("hosting-pro"), after),
        freePlan: free,
        boughtStorageBytes: 1024,
      },
      now,
    );
    expect(held.plan?.plan.id).toBe("pro");
    expect(held.hostingPlan?.plan.id).toBe("hosting-pro");
    expect(held.extraStorageBytes).toBe(1024);
  });

  it("falls back to the free plan after a paid plan ended, from the day it ended", () => {
    const held = entitlementsAt(
      { plan: term(plan("pro"), before), hostingPlan: null, freePlan: free, boughtStorageBytes: 0 },
      now,
    );
    expect(held.plan).toEqual({ plan: free, startedAt: before, expiresAt: null });
  });

  it("leaves no plan after a student's licence ran out", () => {
    const student = plan("edu-member");
    const held = entitlementsAt(
      { plan: term(student, before), hostingPlan: null, freePlan: free, boughtStorageBytes: 0 },
      now,
    );
    expect(held.plan).toBeNull();
  });

  it("leaves no hosting tier after its term ended: there is no free fallback for it", () => {
    const held = entitlementsAt(
      {
        plan: null,
        hostingPlan: term(plan("hosting-pro"), before),
        freePlan: free,
        boughtStorageBytes: 0,
      },
      now,
    );
    expect(held).toEqual({ plan: null, hostingPlan: null, extraStorageBytes: 0 });
  });
});
