import type { Migration } from "./migration";

/*
 * Tells listeners when ledger rows change: any statement that updates, deletes or truncates
 * `stored_objects` (cascades from a deleted tour or account included) notifies the channel
 * `stored_objects_changed` once. The embedded database delivers it to its own process before the
 * statement's call returns, which lets the CDN remember which public files are owned without ever
 * serving one a moment after its row is gone (modules/cdn/index.ts).
 */
export const storedObjectsChanges: Migration = {
  name: "0019_stored_objects_changes",
  up: [
    `create function stored_objects_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('stored_objects_changed', '');
        return null;
      end
    $$`,
    `create trigger stored_objects_changed
      after update or delete or truncate on stored_objects
      for each statement execute function stored_objects_changed()`,
  ],
};
