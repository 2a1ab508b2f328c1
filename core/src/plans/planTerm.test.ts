import { describe, expect, it } from "vitest";
import { heldPlanAt, isPlanCurrent } from "./planTerm";

const now = new Date("2025-06-01T00:00:00Z");

describe("isPlanCurrent", () => {
  it.each<[string, Date | null, boolean]>([
    ["without an end", null, true],
    ["before its end", new Date("2025-06-01T00:00:01Z"), true],
    ["at its end", now, false],
    ["after its end", new Date("2025-05-01T00:00:00Z"), false],
  ])("a plan %s is current: %s", (_, expiresAt, current) => {
    expect(isPlanCurrent(expiresAt, now)).toBe(current);
  });
});

describe("heldPlanAt", () => {
  const plan = (id: string, constraints: Record<string, boolean> = {}) => ({ id, constraints });
  const free = plan("free");
  const end = new Date("2025-05-20T00:00:00Z");
  const started = new Date("2025-04-20T00:00:00Z");
  const termOf = (p: ReturnType<typeof plan>, expiresAt: Date | null = end) => ({
    plan: p,
    startedAt: started,
    expiresAt,
  });

  it.each<[string, ReturnType<typeof plan>, Date | null, string | null]>([
    ["a running PRO plan", plan("pro"), new Date("2025-07-01T00:00:00Z"), "pro"],
    ["FREE, which never ends", free, null, "free"],
    ["an ended PRO plan", plan("pro"), end, "free"],
    ["an ended school admin plan", plan("edu-admin", { useEduAdminFunction: true }), end, "free"],
    [
      "an ended certified instructor plan",
      plan("edu-instructor", { useEduAdminFunction: true, useXROOEduAdminFunction: true }),
      end,
      "free",
    ],
    ["an ended hosting tier", plan("hosting-basic"), end, "free"],
    ["a student's ended licence plan", plan("edu-member"), end, null],
  ])("%s leaves %s", (_, own, expiresAt, held) => {
    expect(heldPlanAt(termOf(own, expiresAt), free, now)?.plan.id ?? null).toBe(held);
  });

  it("starts the free tier where the paid term ended", () => {
    expect(heldPlanAt(termOf(plan("pro")), free, now)).toEqual({
      plan: free,
      startedAt: end,
      expiresAt: null,
    });
  });

  it("leaves nothing without a plan or a free tier to fall back on", () => {
    expect(heldPlanAt(null, free, now)).toBeNull();
    expect(heldPlanAt(termOf(plan("pro")), null, now)).toBeNull();
  });
});
