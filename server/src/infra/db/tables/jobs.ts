import type { Generated } from "kysely";
import type { Json, Timestamp } from "./columns";

/* The job queue's table (infra/jobs). */

/** A durable job (the queue's outbox, migration 0005); deleted once it succeeds. */
export interface JobsTable {
  id: string;
  name: string;
  data: Json<unknown>;
  state: Generated<"queued" | "running" | "failed">;
  attempts_left: number;
  position: Generated<string | number | bigint>;
  error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
