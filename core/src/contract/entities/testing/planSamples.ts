import type { PlanConstraints } from "../account";
import type { CatalogueEntry } from "../planCatalogue";

/** A plan that allows nothing: tests spread the limits they are about over it. */
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

/** A catalogue entry: a contents plan allowing nothing and priced nowhere, unless told. */
export const catalogueEntry = (
  id: string,
  fields: Partial<Omit<CatalogueEntry, "constraints">> & {
    readonly constraints?: Partial<PlanConstraints>;
  } = {},
): CatalogueEntry => ({
  id,
  type: "PRO",
  name: id.toUpperCase(),
  kind: "contents",
  prices: { KRW: {}, USD: {} },
  ...fields,
  constraints: { ...NO_CONSTRAINTS, ...fields.constraints },
});
