import { NO_CONSTRAINTS } from "../../../plans/noConstraints";
import type { PlanConstraints } from "../account";
import type { CatalogueEntry } from "../planCatalogue";

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
