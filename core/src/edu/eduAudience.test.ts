import { describe, expect, it } from "vitest";
import { planFlags } from "../plans/flags";
import { eduAudience, mayBeStudent } from "./eduAudience";

const plan = (id: string, constraints: Record<string, boolean> = {}) =>
  planFlags({ id, constraints });

describe("eduAudience", () => {
  it.each([
    ["an edu admin", plan("edu-admin", { useEduAdminFunction: true }), false, "groupOwner"],
    [
      "a paid instructor",
      plan("edu-instructor", { useEduAdminFunction: true, useInstructorFunction: true }),
      false,
      "groupOwner",
    ],
    [
      "an instructor on a non-edu plan",
      plan("pro", { useXROOEduAdminFunction: true }),
      false,
      "groupOwner",
    ],
    ["a student with a licence", plan("edu-member"), true, "student"],
    ["a student whose licence ran out", planFlags(null), true, "student"],
    ["a paid non-edu user", plan("pro"), false, "other"],
    ["an account whose plan ran out, in no group", planFlags(null), false, "other"],
  ] as const)("%s", (_, flags, inGroup, audience) => {
    expect(eduAudience(flags, inGroup)).toBe(audience);
  });
});

describe("mayBeStudent", () => {
  it.each([
    ["a student on the member plan", plan("edu-member"), true],
    ["a student whose licence ran out (no plan)", planFlags(null), true],
    ["an instructor", plan("edu-instructor", { useXROOEduAdminFunction: true }), false],
    ["an edu admin", plan("edu-admin", { useEduAdminFunction: true }), false],
    ["a PRO creator", plan("pro"), false],
  ])("%s: %s", (_who, flags, expected) => {
    expect(mayBeStudent(flags)).toBe(expected);
  });
});
