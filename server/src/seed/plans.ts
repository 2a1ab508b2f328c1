import type { PlanConstraints, PlanType } from "@orbis/core/contract";
import { FREE_HOSTING_PLAN_ID, FREE_PLAN_ID, NO_CONSTRAINTS } from "@orbis/core/plans";

const GiB = 1024 ** 3;

/** A seeded plan row: the catalogue of docs/product/overview.md, with the limits Orbis offers; prices are goods. */
export interface SeedPlan {
  readonly id: string;
  readonly type: PlanType;
  readonly name: string;
  readonly kind: "contents" | "hosting";
  readonly constraints: PlanConstraints;
}

const allSite = { useSeo: true, useOg: true, useGa: true, useStatistics: true } as const;

/** Every plan, in the order the pricing page shows them. `null` counts mean unlimited. */
export const seedPlans: readonly SeedPlan[] = [
  {
    id: FREE_PLAN_ID,
    type: "FREE",
    name: "Free",
    kind: "contents",
    constraints: {
      ...NO_CONSTRAINTS,
      projectCount: 3,
      tourCountPerProject: 5,
      storageUsageSize: 1 * GiB,
      publishUrlCount: 1,
    },
  },
  {
    id: "pro",
    type: "PRO",
    name: "Pro",
    kind: "contents",
    constraints: {
      ...NO_CONSTRAINTS,
      ...allSite,
      projectCount: 30,
      tourCountPerProject: 50,
      storageUsageSize: 50 * GiB,
      useArtPackage: true,
      publishUrlCount: 20,
    },
  },
  {
    id: "business",
    type: "BUSINESS",
    name: "Business",
    kind: "contents",
    constraints: {
      ...NO_CONSTRAINTS,
      ...allSite,
      projectCount: null,
      tourCountPerProject: null,
      storageUsageSize: 500 * GiB,
      useArtPackage: true,
      publishUrlCount: 200,
    },
  },
  {
    id: "enterprise",
    type: "ENTERPRISE",
    name: "Enterprise",
    kind: "contents",
    constraints: {
      ...NO_CONSTRAINTS,
      ...allSite,
      projectCount: null,
      tourCountPerProject: null,
      storageUsageSize: 5 * 1024 * GiB,
      useArtPackage: true,
      publishUrlCount: null,
    },
  },
  {
    id: "edu-member",
    type: "EDU",
    name: "Education (student)",
    kind: "contents",
    constraints: {
      ...NO_CONSTRAINTS,
      projectCount: 10,
      tourCountPerProject: 20,
      storageUsageSize: 10 * GiB,
      useArtPackage: true,
      publishUrlCount: 5,
      useOg: true,
      aiImageCountPerMonth: 30,
    },
  },
  {
    id: "edu-admin",
    type: "EDU",
    name: "Education (school admin)",
    kind: "contents",
    constraints: {
      ...NO_CONSTRAINTS,
      ...allSite,
      projectCount: 50,
      tourCountPerProject: 50,
      storageUsageSize: 100 * GiB,
      useArtPackage: true,
      publishUrlCount: 50,
      useEduAdminFunction: true,
      aiImageCountPerMonth: 100,
    },
  },
  {
    id: "edu-instructor",
    type: "EDU",
    name: "Education (certified instructor)",
    kind: "contents",
    constraints: {
      ...NO_CONSTRAINTS,
      ...allSite,
      projectCount: 100,
      tourCountPerProject: 50,
      storageUsageSize: 200 * GiB,
      useArtPackage: true,
      publishUrlCount: 100,
      useEduAdminFunction: true,
      useInstructorFunction: true,
      useXROOEduAdminFunction: true,
      aiImageCountPerMonth: 300,
    },
  },
  {
    id: FREE_HOSTING_PLAN_ID,
    type: "Hosting FREE",
    name: "Hosting Free",
    kind: "hosting",
    constraints: { ...NO_CONSTRAINTS, projectCount: 1, storageUsageSize: 1 * GiB },
  },
  {
    id: "hosting-basic",
    type: "Hosting BASIC",
    name: "Hosting Basic",
    kind: "hosting",
    constraints: { ...NO_CONSTRAINTS, projectCount: 5, storageUsageSize: 20 * GiB },
  },
  {
    id: "hosting-standard",
    type: "Hosting STANDARD",
    name: "Hosting Standard",
    kind: "hosting",
    constraints: { ...NO_CONSTRAINTS, projectCount: 20, storageUsageSize: 100 * GiB },
  },
];
