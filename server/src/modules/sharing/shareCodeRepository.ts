import { type Kysely, sql } from "kysely";
import type { Database } from "../../infra/db/schema";
import type { PersonRow } from "../projects";

/** A share code row with how many spaces it shows. */
export interface ShareCodeRow {
  readonly id: string;
  readonly owner_id: string;
  readonly code: string;
  readonly title: string;
  readonly created_at: Date | string;
  readonly space_count: number;
}

/** How many spaces the selected code shows (a subquery on `share_codes`). */
const spaceCount = sql<number>`(select count(*)::int from space_shares where space_shares.code_id = share_codes.id)`;

const codeColumns = [
  "share_codes.id",
  "share_codes.owner_id",
  "share_codes.code",
  "share_codes.title",
  "share_codes.created_at",
] as const;

/** SQL of share codes and the accounts holding them. Pass a transaction to run calls atomically. */
export const shareCodeRepository = (db: Kysely<Database>) => ({
  countOwned: async (ownerId: string): Promise<number> =>
    (
      await db
        .selectFrom("share_codes")
        .select(sql<number>`count(*)::int`.as("n"))
        .where("owner_id", "=", ownerId)
        .executeTakeFirstOrThrow()
    ).n,

  /** Adds a code; false when the code is taken already (the caller draws another). */
  insert: async (row: {
    id: string;
    ownerId: string;
    code: string;
    title: string;
    now: Date;
  }): Promise<boolean> => {
    const inserted = await db
      .insertInto("share_codes")
      .values({
        id: row.id,
        owner_id: row.ownerId,
        code: row.code,
        title: row.title,
        created_at: row.now,
      })
      .onConflict((oc) => oc.column("code").doNothing())
      .returning("id")
      .executeTakeFirst();
    return inserted !== undefined;
  },

  /** The owner's codes, newest first. */
  listOwned: (ownerId: string): Promise<ShareCodeRow[]> =>
    db
      .selectFrom("share_codes")
      .select(codeColumns)
      .select(spaceCount.as("space_count"))
      .where("share_codes.owner_id", "=", ownerId)
      .orderBy("share_codes.created_at", "desc")
      .orderBy("share_codes.id", "desc")
      .execute(),

  /** One code of the owner's; undefined for a missing code or someone else's. */
  findOwned: (codeId: string, ownerId: string): Promise<ShareCodeRow | undefined> =>
    db
      .selectFrom("share_codes")
      .select(codeColumns)
      .select(spaceCount.as("space_count"))
      .where("share_codes.id", "=", codeId)
      .where("share_codes.owner_id", "=", ownerId)
      .executeTakeFirst(),

  /** A code by what people type, with its owner. */
  findByCode: (code: string): Promise<(ShareCodeRow & { owner: PersonRow }) | undefined> =>
    db
      .selectFrom("share_codes")
      .innerJoin("users", "users.id", "share_codes.owner_id")
      .select(codeColumns)
      .select(spaceCount.as("space_count"))
      .select(["users.email", "users.name", "users.nickname"])
      .where("share_codes.code", "=", code)
      .executeTakeFirst()
      .then((row) =>
        row === undefined
          ? undefined
          : {
              ...row,
              owner: { id: row.owner_id, email: row.email, name: row.name, nickname: row.nickname },
            },
      ),

  /** The spaces (tour ids) a code shows, first shared first. */
  spaceIdsOf: async (codeId: string): Promise<string[]> =>
    (
      await db
        .selectFrom("space_shares")
        .select("tour_id")
        .where("code_id", "=", codeId)
        .orderBy("shared_at")
        .orderBy("tour_id")
        .execute()
    ).map((r) => r.tour_id),

  /** Deletes one of the owner's codes; its holders and shares go with it (cascade). */
  deleteOwned: async (codeId: string, ownerId: string): Promise<boolean> => {
    const result = await db
      .deleteFrom("share_codes")
      .where("id", "=", codeId)
      .where("owner_id", "=", ownerId)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  },

  /**
   * Which of `codeIds` the owner has, locked until the transaction ends so none is deleted while
   * a space is being shared through it.
   */
  ownedAmong: async (codeIds: readonly string[], ownerId: string): Promise<string[]> =>
    (
      await db
        .selectFrom("share_codes")
        .select("id")
        .where("id", "in", codeIds)
        .where("owner_id", "=", ownerId)
        .forUpdate()
        .execute()
    ).map((r) => r.id),

  /** The codes the user holds, newest joined first, with their owners. */
  listHeld: async (
    userId: string,
  ): Promise<(ShareCodeRow & { owner: PersonRow; joined_at: Date | string })[]> =>
    (
      await db
        .selectFrom("share_code_holders")
        .innerJoin("share_codes", "share_codes.id", "share_code_holders.code_id")
        .innerJoin("users", "users.id", "share_codes.owner_id")
        .select(codeColumns)
        .select(spaceCount.as("space_count"))
        .select(["share_code_holders.joined_at", "users.email", "users.name", "users.nickname"])
        .where("share_code_holders.user_id", "=", userId)
        .orderBy("share_code_holders.joined_at", "desc")
        .orderBy("share_codes.id", "desc")
        .execute()
    ).map(({ email, name, nickname, ...row }) => ({
      ...row,
      owner: { id: row.owner_id, email, name, nickname },
    })),

  /** Ends the user's holding of the code; false when they did not hold it (or it is gone). */
  leave: async (codeId: string, userId: string): Promise<boolean> => {
    const result = await db
      .deleteFrom("share_code_holders")
      .where("code_id", "=", codeId)
      .where("user_id", "=", userId)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  },

  /** Makes the user a holder of the code (kept as it was if they hold it already); when they joined. */
  hold: async (codeId: string, userId: string, now: Date): Promise<Date | string> => {
    await db
      .insertInto("share_code_holders")
      .values({ code_id: codeId, user_id: userId, joined_at: now })
      .onConflict((oc) => oc.columns(["code_id", "user_id"]).doNothing())
      .execute();
    const row = await db
      .selectFrom("share_code_holders")
      .select("joined_at")
      .where("code_id", "=", codeId)
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    return row.joined_at;
  },
});
