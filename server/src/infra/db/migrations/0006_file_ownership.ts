import type { Migration } from "./migration";

/**
 * Deleting an account finds its stored objects by owner (and PostgreSQL's cascade from `users`
 * looks them up the same way): without an index both scan the whole ledger. `maintenance_runs`
 * remembers one-off tasks run at start-up (the sweep of files left by earlier deletions), so a
 * restart does not list the whole file store again.
 */
export const fileOwnership: Migration = {
  name: "0006_file_ownership",
  up: [
    "create index stored_objects_owner on stored_objects (owner_id)",
    `create table maintenance_runs (
      name text primary key,
      started_at timestamptz not null,
      finished_at timestamptz,
      result jsonb
    )`,
  ],
};
