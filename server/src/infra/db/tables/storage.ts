import type { ColumnType, Generated } from "kysely";
import type { BigCount, NullableJson, Timestamp } from "./columns";

/* The tables the storage module owns. */

export interface StoredObjectsTable {
  key: string;
  is_prefix: Generated<boolean>;
  owner_id: string;
  quota: "contents" | "hosting";
  project_id: string | null;
  tour_id: string | null;
  bytes: BigCount;
  created_at: Timestamp;
}

/** One-off start-up tasks and when they ran (e.g. the sweep of files no row owns). */
export interface MaintenanceRunsTable {
  name: string;
  started_at: Timestamp;
  finished_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  result: NullableJson<Record<string, unknown>>;
}
