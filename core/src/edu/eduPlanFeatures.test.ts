import { describe, expect, it } from "vitest";
import { type EduPlanFeature, eduPlanFeatures } from "./eduPlanFeatures";

describe("the education features of a plan", () => {
  it.each<[string, Record<string, boolean>, EduPlanFeature[]]>([
    [
      "edu-instructor",
      { useEduAdminFunction: true, useInstructorFunction: true, useXROOEduAdminFunction: true },
      ["groups", "licences", "reviews", "certification"],
    ],
    ["edu-admin", { useEduAdminFunction: true }, ["groups", "licences", "reviews"]],
    ["pro-instructor", { useXROOEduAdminFunction: true }, ["groups", "licences", "reviews"]],
    ["edu-member", {}, []],
    ["pro", {}, []],
    ["business", { useInstructorFunction: true }, []],
  ])("%s with %j gives %j", (id, constraints, features) => {
    expect(eduPlanFeatures({ id, constraints })).toEqual(features);
  });
});
