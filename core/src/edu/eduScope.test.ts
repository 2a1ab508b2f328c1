import { describe, expect, it } from "vitest";
import { planFlags } from "../plans/flags";
import {
  type EduCaller,
  groupVerdict,
  type SubmissionAction,
  type SubmissionScope,
  studentVerdict,
  submissionVerdict,
} from "./eduScope";

const INSTRUCTOR = planFlags({ id: "PRO", constraints: { useXROOEduAdminFunction: true } });
const EDU_ADMIN = planFlags({ id: "EDU_ADMIN", constraints: { useEduAdminFunction: true } });
const STUDENT = planFlags({ id: "EDU_MEMBER", constraints: {} });
const PAID = planFlags({ id: "PRO", constraints: {} });

const caller = (userId: string, flags = INSTRUCTOR): EduCaller => ({ userId, flags });

describe("group scope", () => {
  it.each<[string, EduCaller, { ownerId: string } | null, number]>([
    ["its instructor", caller("teacher"), { ownerId: "teacher" }, 0],
    ["its edu admin", caller("school", EDU_ADMIN), { ownerId: "school" }, 0],
    ["another group's instructor", caller("other"), { ownerId: "teacher" }, 140001],
    ["another school's admin", caller("school2", EDU_ADMIN), { ownerId: "school" }, 140001],
    ["an instructor asking for a missing group", caller("teacher"), null, 140001],
    ["a student", caller("kid", STUDENT), { ownerId: "teacher" }, 140002],
    ["a paid non-edu user", caller("pro", PAID), null, 140002],
    [
      "its owner whose plan lapsed",
      caller("teacher", planFlags(null)),
      { ownerId: "teacher" },
      140002,
    ],
  ])("%s gets %i", (_, who, group, verdict) => {
    expect(groupVerdict(who, group)).toBe(verdict);
  });
});

describe("student scope", () => {
  it("finds only the group's own students", () => {
    expect(studentVerdict("g1", { groupId: "g1" })).toBe(0);
    expect(studentVerdict("g1", { groupId: "g2" })).toBe(140003);
    expect(studentVerdict("g1", null)).toBe(140003);
  });
});

describe("submission scope", () => {
  const work: SubmissionScope = { studentId: "kid", groupOwnerId: "teacher" };
  const ACTIONS: readonly SubmissionAction[] = ["submit", "read", "review"];

  it.each<[string, EduCaller, SubmissionScope | null, readonly number[]]>([
    ["the student", caller("kid", STUDENT), work, [0, 0, 10403]],
    [
      "the student in no group",
      caller("kid", STUDENT),
      { ...work, groupOwnerId: null },
      [140003, 0, 10403],
    ],
    ["another student", caller("kid2", STUDENT), work, [130003, 130003, 130003]],
    ["the group's instructor", caller("teacher"), work, [10403, 0, 0]],
    [
      "the group's instructor whose plan lapsed",
      caller("teacher", planFlags(null)),
      work,
      [140002, 140002, 140002],
    ],
    ["another group's instructor", caller("other"), work, [130003, 130003, 130003]],
    ["another school's admin", caller("school2", EDU_ADMIN), work, [130003, 130003, 130003]],
    ["a paid non-edu user", caller("pro", PAID), work, [130003, 130003, 130003]],
    ["anyone, for a missing space", caller("teacher"), null, [130003, 130003, 130003]],
  ])("%s may %j submit, read, review", (_, who, scope, verdicts) => {
    expect(ACTIONS.map((action) => submissionVerdict(who, scope, action))).toEqual(verdicts);
  });
});
