import type { PlanConstraints } from "../contract/entities/account";

/**
 * The constraints of a plan that allows nothing: no projects, no storage, every feature off.
 * Plans are written as what they add to it (`server/src/seed/plans.ts`), so a constraint added
 * later is off on every plan until one turns it on.
 */
export const NO_CONSTRAINTS: PlanConstraints = {
  projectCount: 0,
  tourCountPerProject: 0,
  storageUsageSize: 0,
  useArtPackage: false,
  publishUrlCount: 0,
  useSeo: false,
  useOg: false,
  useGa: false,
  useStatistics: false,
  useEduAdminFunction: false,
  useInstructorFunction: false,
  useXROOEduAdminFunction: false,
  aiImageCountPerMonth: 0,
};
