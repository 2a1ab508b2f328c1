import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../../infra/db/schema";

const SALT_BYTES = 32;

/** SQL of `statistics_salts`: the random salt of each UTC day's visitor hashes. */
export const saltRepository = (db: Kysely<Database>) => ({
  /**
   * The salt of `day`, made now if no process has made it: a random one is inserted unless a
   * row is there (`on conflict do nothing`, so racing processes insert one between them), then
   * the row that won is read. Undefined if the day's salt was deleted in between.
   */
  saltOf: async (day: string): Promise<Uint8Array | undefined> => {
    await db
      .insertInto("statistics_salts")
      .values({ day, salt: randomBytes(SALT_BYTES) })
      .onConflict((oc) => oc.column("day").doNothing())
      .execute();
    const row = await db
      .selectFrom("statistics_salts")
      .select("salt")
      .where("day", "=", day)
      .executeTakeFirst();
    return row?.salt;
  },

  /** Deletes the salts of days before `keepFrom`. */
  deleteBefore: async (keepFrom: string): Promise<void> => {
    await db.deleteFrom("statistics_salts").where("day", "<", keepFrom).execute();
  },
});
