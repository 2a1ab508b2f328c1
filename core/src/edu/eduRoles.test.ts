import { describe, expect, it } from "vitest";
import { planFlags } from "../plans/flags";
import {
  canBuyLicences,
  canOwnGroups,
  canRenewCertification,
  instructorCallVerdict,
  isStudent,
} from "./eduRoles";

const plan = (id: string, constraints: Record<string, boolean> = {}) =>
  planFlags({ id, constraints });

describe("education roles", () => {
  it.each([
    ["edu admin", plan("EDU_ADMIN", { useEduAdminFunction: true }), [true, false, false]],
    [
      "edu paid admin",
      plan("EDU_PAID", { useEduAdminFunction: true, useInstructorFunction: true }),
      [true, false, true],
    ],
    [
      "instructor on a pro plan",
      plan("PRO", { useXROOEduAdminFunction: true }),
      [true, false, false],
    ],
    ["student", plan("EDU_MEMBER"), [false, true, false]],
    ["paid non-edu user", plan("PRO"), [false, false, false]],
    ["plan-expired account", planFlags(null), [false, false, false]],
  ] as const)("%s: owns groups, is a student, renews certification = %j", (_, flags, expected) => {
    expect([canOwnGroups(flags), isStudent(flags), canRenewCertification(flags)]).toEqual(expected);
  });
});

describe("licence buyers and instructor calls", () => {
  it.each([
    ["edu admin", plan("edu-admin", { useEduAdminFunction: true }), [true, 0]],
    ["instructor", plan("PRO", { useXROOEduAdminFunction: true }), [true, 0]],
    ["student", plan("edu-member"), [false, 140002]],
    ["paid non-edu user", plan("pro"), [false, 140002]],
    ["plan-expired account", planFlags(null), [false, 140002]],
  ] as const)("%s: buys licences, instructor call verdict = %j", (_, flags, expected) => {
    expect([canBuyLicences(flags), instructorCallVerdict(flags)]).toEqual(expected);
  });
});
