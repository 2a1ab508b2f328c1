import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planFlags } from "./flags";
import { checkAiImages, checkFeature, checkQuota, checkTourHasScene } from "./quota";
import { needsStorageWarning, storageWarnings } from "./storageWarning";

describe("planFlags", () => {
  const plan = (id: string, constraints: Record<string, boolean> = {}) => ({ id, constraints });
  it.each([
    [
      "no plan (expired)",
      null,
      {
        hasPlan: false,
        isEduPlan: false,
        isEduAdmin: false,
        isEduMember: false,
        isEduPaidAdmin: false,
        isInstructor: false,
      },
    ],
    [
      "FREE",
      plan("FREE"),
      {
        hasPlan: true,
        isEduPlan: false,
        isEduAdmin: false,
        isEduMember: false,
        isEduPaidAdmin: false,
        isInstructor: false,
      },
    ],
    [
      "EDU member",
      plan("EDU"),
      {
        hasPlan: true,
        isEduPlan: true,
        isEduAdmin: false,
        isEduMember: true,
        isEduPaidAdmin: false,
        isInstructor: false,
      },
    ],
    [
      "edu admin",
      plan("edu-school", { useEduAdminFunction: true }),
      {
        hasPlan: true,
        isEduPlan: true,
        isEduAdmin: true,
        isEduMember: false,
        isEduPaidAdmin: false,
        isInstructor: false,
      },
    ],
    [
      "edu paid admin",
      plan("EDU", { useEduAdminFunction: true, useInstructorFunction: true }),
      {
        hasPlan: true,
        isEduPlan: true,
        isEduAdmin: true,
        isEduMember: false,
        isEduPaidAdmin: true,
        isInstructor: false,
      },
    ],
    [
      "instructor on PRO",
      plan("PRO", { useXROOEduAdminFunction: true }),
      {
        hasPlan: true,
        isEduPlan: false,
        isEduAdmin: false,
        isEduMember: false,
        isEduPaidAdmin: false,
        isInstructor: true,
      },
    ],
    [
      "admin constraint off the edu plan means nothing",
      plan("BUSINESS", { useEduAdminFunction: true, useInstructorFunction: true }),
      {
        hasPlan: true,
        isEduPlan: false,
        isEduAdmin: false,
        isEduMember: false,
        isEduPaidAdmin: false,
        isInstructor: false,
      },
    ],
  ])("%s", (_label, input, expected) => {
    expect(planFlags(input)).toEqual(expected);
  });

  it("makes every edu plan exactly one of admin or member", () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (suffix, admin) => {
        const f = planFlags(plan(`edu${suffix}`, { useEduAdminFunction: admin }));
        expect(f.isEduAdmin !== f.isEduMember).toBe(true);
      }),
    );
  });
});

describe("checkQuota", () => {
  it.each([
    ["projects", 3, 2, 1, null],
    ["projects", 3, 3, 1, 70001],
    ["toursPerProject", 5, 5, 1, 60003],
    ["toursPerProject", 5, 4, 1, null],
    ["storageBytes", 1000, 900, 100, null],
    ["storageBytes", 1000, 900, 101, 20004],
    ["hostingStorageBytes", 1000, 1000, 1, 80001],
    ["publishedUrls", 1, 1, 1, 70003],
    ["publishedUrls", 0, 0, 1, 70003],
    ["projects", null, 1e9, 1, null],
    ["storageBytes", 10, 50, -5, null],
  ] as const)("%s limit %s used %s adding %s → %s", (kind, limit, used, adding, expected) => {
    expect(checkQuota(kind, limit, used, adding)).toBe(expected);
  });

  it("adds one by default", () => {
    expect(checkQuota("projects", 1, 0)).toBeNull();
    expect(checkQuota("projects", 1, 1)).toBe(70001);
  });

  it("refuses exactly when the total would pass the limit", () => {
    fc.assert(
      fc.property(
        fc.nat(1e6),
        fc.nat(1e6),
        fc.integer({ min: 1, max: 1e6 }),
        (limit, used, adding) => {
          expect(checkQuota("storageBytes", limit, used, adding) === null).toBe(
            used + adding <= limit,
          );
        },
      ),
    );
  });
});

describe("checkFeature and checkTourHasScene", () => {
  it.each([
    ["artPackages", 70002],
    ["seo", 70004],
    ["og", 70005],
    ["ga", 70006],
    ["statistics", 70007],
    ["aiImages", 70008],
  ] as const)("%s refused → %i, allowed → null", (feature, code) => {
    expect(checkFeature(feature, false)).toBe(code);
    expect(checkFeature(feature, true)).toBeNull();
  });

  it("gives AI images to a plan with monthly credits, unlimited included, and refuses 0 with 70008", () => {
    expect(checkAiImages(0)).toBe(70008);
    expect(checkAiImages(30)).toBeNull();
    expect(checkAiImages(null)).toBeNull();
  });

  it("refuses a tour without scenes with 60006", () => {
    expect(checkTourHasScene(0)).toBe(60006);
    expect(checkTourHasScene(1)).toBeNull();
  });
});

describe("storage warnings", () => {
  it.each([
    [100, 94, false],
    [100, 95, true],
    [100, 100, true],
    [0, 0, false],
    [0, 1e12, false],
  ])("plan %i used %i → %s", (plan, used, warn) => {
    expect(needsStorageWarning(plan, used)).toBe(warn);
  });

  it("warns for plan and hosting storage separately", () => {
    expect(
      storageWarnings({
        planStorageSize: 100,
        usageStorageSize: 96,
        hostingPlanStorageSize: 100,
        hostingUsageStorageSize: 10,
      }),
    ).toEqual({ plan: true, hosting: false });
    expect(
      storageWarnings({
        planStorageSize: 0,
        usageStorageSize: 96,
        hostingPlanStorageSize: 200,
        hostingUsageStorageSize: 190,
      }),
    ).toEqual({ plan: false, hosting: true });
  });
});
