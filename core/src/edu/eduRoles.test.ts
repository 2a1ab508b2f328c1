import { describe, expect, it } from "vitest";
import { planFlags } from "../plans/flags";
import { canOwnGroups, canRenewCertification, isStudent } from "./eduRoles";

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
