import { AppError } from "@orbis/core/errors";
import { checkQuota, type Limit, quotaCodes } from "@orbis/core/plans";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../infra/db/schema";

/** Which quota a stored object counts toward: the plan's storage or the hosting plan's. */
export type Quota = "contents" | "hosting";

/** One stored object, or a prefix holding many (a scene's tiles), and whose storage it uses. */
export interface StoredObject {
  readonly key: string;
  readonly isPrefix?: boolean;
  readonly ownerId: string;
  readonly quota: Quota;
  readonly projectId: string | null;
  readonly tourId: string | null;
  readonly bytes: number;
}

const column = (quota: Quota) =>
  quota === "contents" ? "storage_used_bytes" : "hosting_used_bytes";

/**
 * The storage ledger (docs/architecture.md#rules-never-broken: storage usage is the sum of stored bytes, kept in the same
 * transaction as the write). Every stored object has a row; the account's usage columns move
 * with the rows. Call it with the transaction of the write.
 */
export const storageLedger = (db: Kysely<Database>) => ({
  /**
   * Records a stored object and adds its bytes to the owner's usage, refusing (20004 for plan
   * storage, 80001 for hosting storage) when core's `checkQuota` says that would pass `limit`.
   * The usage row is locked for the check and the increment, so two uploads racing cannot both
   * squeeze past the limit. `limit` null means no limit; pass null for bytes already accepted
   * (tiles of an accepted upload).
   */
  add: async (object: StoredObject, limit: Limit): Promise<void> => {
    const col = column(object.quota);
    const kind = object.quota === "contents" ? "storageBytes" : "hostingStorageBytes";
    if (limit !== null) {
      const row = await db
        .selectFrom("accounts")
        .select(col)
        .where("user_id", "=", object.ownerId)
        .forUpdate()
        .executeTakeFirst();
      // bigint columns arrive as strings from pg.
      const used = row === undefined ? undefined : Number(row[col]);
      const refused =
        used === undefined ? quotaCodes[kind] : checkQuota(kind, limit, used, object.bytes);
      if (refused !== null) throw new AppError(refused);
    }
    const updated = await db
      .updateTable("accounts")
      .set({ [col]: sql`${sql.ref(col)} + ${object.bytes}` })
      .where("user_id", "=", object.ownerId)
      .returning("user_id")
      .executeTakeFirst();
    if (updated === undefined) throw new AppError(quotaCodes[kind]);
    await db
      .insertInto("stored_objects")
      .values({
        key: object.key,
        is_prefix: object.isPrefix ?? false,
        owner_id: object.ownerId,
        quota: object.quota,
        project_id: object.projectId,
        tour_id: object.tourId,
        bytes: object.bytes,
      })
      .execute();
  },

  /** Forgets objects (by key) and gives their bytes back to their owners; answers what was freed. */
  release: async (keys: readonly string[]): Promise<StoredRow[]> => {
    if (keys.length === 0) return [];
    const rows = await db
      .deleteFrom("stored_objects")
      .where("key", "in", keys)
      .returningAll()
      .execute();
    await giveBack(db, rows);
    return rows.map(toStoredRow);
  },

  /** Forgets every object of a tour (or a project), giving the bytes back; answers them to delete. */
  releaseWhere: async (column_: "tour_id" | "project_id", id: string): Promise<StoredRow[]> => {
    const rows = await db
      .deleteFrom("stored_objects")
      .where(column_, "=", id)
      .returningAll()
      .execute();
    await giveBack(db, rows);
    return rows.map(toStoredRow);
  },

  /**
   * Forgets every object an account owns, or that sits in one of its projects (a coworker's
   * upload counts toward the project owner, but a row written otherwise must not outlive the
   * project either); answers them to delete. For deleting the account: call it in the
   * transaction that deletes the user row, after locking the account row.
   */
  releaseOwner: async (ownerId: string): Promise<StoredRow[]> => {
    const rows = await db
      .deleteFrom("stored_objects")
      .where((eb) =>
        eb.or([
          eb("owner_id", "=", ownerId),
          eb(
            "project_id",
            "in",
            eb.selectFrom("projects").select("id").where("owner_id", "=", ownerId),
          ),
        ]),
      )
      .returningAll()
      .execute();
    await giveBack(db, rows);
    return rows.map(toStoredRow);
  },

  /** Forgets every object under a key prefix (a scene's folder), giving the bytes back. */
  releasePrefix: async (prefix: string): Promise<StoredRow[]> => {
    const rows = await db
      .deleteFrom("stored_objects")
      .where(sql<boolean>`left(key, ${prefix.length}) = ${prefix}`)
      .returningAll()
      .execute();
    await giveBack(db, rows);
    return rows.map(toStoredRow);
  },

  /** Objects of a tour, to copy or export. */
  ofTour: async (tourId: string): Promise<StoredRow[]> =>
    (await db.selectFrom("stored_objects").selectAll().where("tour_id", "=", tourId).execute()).map(
      toStoredRow,
    ),
});

/** A ledger row as read back. */
export interface StoredRow {
  readonly key: string;
  readonly isPrefix: boolean;
  readonly ownerId: string;
  readonly quota: Quota;
  readonly bytes: number;
}

const toStoredRow = (r: {
  key: string;
  is_prefix: boolean;
  owner_id: string;
  quota: Quota;
  bytes: string | number | bigint;
}): StoredRow => ({
  key: r.key,
  isPrefix: r.is_prefix,
  ownerId: r.owner_id,
  quota: r.quota,
  bytes: Number(r.bytes),
});

const giveBack = async (
  db: Kysely<Database>,
  rows: readonly Parameters<typeof toStoredRow>[0][],
) => {
  const sums = new Map<string, number>();
  for (const r of rows)
    sums.set(
      `${r.owner_id}\u0000${r.quota}`,
      (sums.get(`${r.owner_id}\u0000${r.quota}`) ?? 0) + Number(r.bytes),
    );
  for (const [k, bytes] of sums) {
    const [ownerId = "", quota] = k.split("\u0000");
    const col = column(quota as Quota);
    // Never below zero: a usage column repaired by hand must not go negative on a later delete.
    await db
      .updateTable("accounts")
      .set({ [col]: sql`greatest(${sql.ref(col)} - ${bytes}, 0)` })
      .where("user_id", "=", ownerId)
      .execute();
  }
};

/** The storage ledger's type. */
export type StorageLedger = ReturnType<typeof storageLedger>;
