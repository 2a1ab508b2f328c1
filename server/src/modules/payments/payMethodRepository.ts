import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { Database, PayMethodsTable } from "../../infra/db/schema";

/** A stored payment method: the provider's billing key and what may be shown. */
export type PayMethodRow = Selectable<PayMethodsTable>;

/** Leaves the user without a default method, inside the transaction that names the next one. */
const clearDefault = async (trx: Kysely<Database>, userId: string): Promise<void> => {
  await trx
    .updateTable("pay_methods")
    .set({ is_default: false })
    .where("user_id", "=", userId)
    .where("is_default", "=", true)
    .execute();
};

/** SQL of the users' payment methods. */
export const payMethodRepository = (db: Kysely<Database>) => ({
  /** The user's methods, oldest first. */
  list: (userId: string): Promise<PayMethodRow[]> =>
    db
      .selectFrom("pay_methods")
      .selectAll()
      .where("user_id", "=", userId)
      .orderBy("created_at")
      .orderBy("id")
      .execute(),

  /** The user's default method, if any. */
  findDefault: (userId: string): Promise<PayMethodRow | undefined> =>
    db
      .selectFrom("pay_methods")
      .selectAll()
      .where("user_id", "=", userId)
      .where("is_default", "=", true)
      .executeTakeFirst(),

  /** One of the user's methods; another user's id finds nothing. */
  find: (userId: string, id: string): Promise<PayMethodRow | undefined> =>
    db
      .selectFrom("pay_methods")
      .selectAll()
      .where("user_id", "=", userId)
      .where("id", "=", id)
      .executeTakeFirst(),

  /** Stores a new method and makes it the default, in one transaction. */
  add: (
    userId: string,
    method: Omit<PayMethodRow, "id" | "user_id" | "is_default" | "created_at">,
    now: Date,
  ): Promise<PayMethodRow> =>
    db.transaction().execute(async (trx) => {
      await clearDefault(trx, userId);
      return trx
        .insertInto("pay_methods")
        .values({ ...method, id: randomUUID(), user_id: userId, is_default: true, created_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    }),

  /** Makes one of the user's methods the default; undefined when it is not theirs. */
  makeDefault: (userId: string, id: string): Promise<PayMethodRow | undefined> =>
    db.transaction().execute(async (trx) => {
      const own = await trx
        .selectFrom("pay_methods")
        .select("id")
        .where("user_id", "=", userId)
        .where("id", "=", id)
        .forUpdate()
        .executeTakeFirst();
      if (own === undefined) return undefined;
      await clearDefault(trx, userId);
      return trx
        .updateTable("pay_methods")
        .set({ is_default: true })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirstOrThrow();
    }),
});
