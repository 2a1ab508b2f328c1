import type { Timestamp } from "./columns";

/* The tables the versions module owns. */

export interface PublishVersionsTable {
  tour_id: string;
  version: number;
  slug: string;
  snapshot_key: string;
  published_at: Timestamp;
}
