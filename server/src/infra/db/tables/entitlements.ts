import type { Generated } from "kysely";
import type { Json } from "./columns";

/* The tables the entitlements module owns. */

/** A plan's constraints as stored: the contract's `PlanConstraints`. */
export type StoredConstraints = Record<string, number | boolean | null>;

export interface PlansTable {
  id: string;
  type: string;
  name: string;
  kind: "contents" | "hosting";
  constraints: Json<StoredConstraints>;
  sort_order: Generated<number>;
}
