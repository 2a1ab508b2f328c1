import { isKeyOwned, ownerCandidatesOf } from "@orbis/core/tours";
import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";

/**
 * Which kind of row owns the files of a part of the store: the storage ledger (everything users
 * store: tours, published snapshots, hosted images), the model catalogue (`catalogue/…`, rows
 * of `catalogue_models` and `image_presets`), or a user row (the profile picture under
 * `users/{id}/`, named by `users.thumbnail_key`).
 */
/**
 * The database channel notified by every statement that changes or removes ledger rows
 * (migration 0019): whoever remembers ownership forgets it on this.
 */
export const STORED_OBJECTS_CHANGED = "stored_objects_changed";

export type FileOwnerKind = "ledger" | "catalogue" | "profile";

const userIdOf = (key: string): string => key.split("/")[1] ?? "";

/**
 * SQL of file ownership (docs/architecture.md#rules-never-broken: a file no row owns is never served). Each question is one
 * query, by primary key where the table can be large: the `/cdn` route asks it for every file it
 * serves, the sweep of orphaned files for a page of keys at a time.
 */
export const fileOwnersRepository = (db: Kysely<Database>) => ({
  /** Of `keys`, those a row of `kind` owns. */
  ownedKeys: async (kind: FileOwnerKind, keys: readonly string[]): Promise<Set<string>> => {
    if (keys.length === 0) return new Set();
    if (kind === "ledger") {
      // The key's own row, or a prefix row of a folder it sits in (a tile pyramid is one row).
      const candidates = [...new Set(keys.flatMap(ownerCandidatesOf))];
      const rows = await db
        .selectFrom("stored_objects")
        .select(["key", "is_prefix"])
        .where("key", "in", candidates)
        .execute();
      const owning = rows.map((r) => ({ key: r.key, isPrefix: r.is_prefix }));
      return new Set(keys.filter((key) => isKeyOwned(key, owning)));
    }
    if (kind === "profile") {
      const rows = await db
        .selectFrom("users")
        .select("thumbnail_key")
        .where("id", "in", [...new Set(keys.map(userIdOf))])
        .where("thumbnail_key", "in", keys)
        .execute();
      return new Set(rows.flatMap((r) => (r.thumbnail_key === null ? [] : [r.thumbnail_key])));
    }
    // The catalogue is a few dozen rows that change only at start-up: no index pays for itself.
    const rows = await db
      .selectFrom("catalogue_models")
      .select("thumbnail_key as key")
      .where("thumbnail_key", "in", keys)
      .unionAll((eb) =>
        eb.selectFrom("catalogue_models").select("file_key as key").where("file_key", "in", keys),
      )
      .unionAll((eb) =>
        eb.selectFrom("image_presets").select("file_key as key").where("file_key", "in", keys),
      )
      .unionAll((eb) =>
        eb
          .selectFrom("image_presets")
          .select("thumbnail_key as key")
          .where("thumbnail_key", "in", keys),
      )
      .execute();
    return new Set(rows.flatMap((r) => (r.key === null ? [] : [r.key])));
  },
});
