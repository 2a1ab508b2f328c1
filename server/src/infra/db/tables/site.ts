import type { Generated } from "kysely";
import type { Timestamp } from "./columns";

/* The tables the site module owns. */

/** One console page view; `user_id` is null for anonymous visitors. */
export interface PageViewsTable {
  id: Generated<string | number | bigint>;
  path: string;
  title: string | null;
  language: string;
  user_id: string | null;
  referrer_host: string | null;
  created_at: Timestamp;
}
