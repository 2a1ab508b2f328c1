import type { Migration } from "./migration";

/**
 * Deleting an account finds its stored objects by owner (and PostgreSQL's cascade from `users`
 * looks them up the same way): without an index both scan the whole ledger.
 */
export const fileOwnership: Migration = {
  name: "0006_file_ownership",
  up: ["create index stored_objects_owner on stored_objects (owner_id)"],
};
