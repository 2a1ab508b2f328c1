import type { UserExtra } from "@orbis/core/contract";
import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";

/** SQL of the extra profile answers and the marketing consent they mirror. */
export const extraRepository = (db: Kysely<Database>) => ({
  /** The user's answers, by key. */
  list: async (userId: string): Promise<UserExtra[]> =>
    (
      await db
        .selectFrom("user_extras")
        .select(["key", "value"])
        .where("user_id", "=", userId)
        .orderBy("key")
        .execute()
    ).map((r) => ({ key: r.key, value: r.value })),

  /** Sets answers (one per key: see core's `latestExtras`), keeping the others. */
  upsert: async (userId: string, extras: readonly UserExtra[], now: Date): Promise<void> => {
    if (extras.length === 0) return;
    await db
      .insertInto("user_extras")
      .values(extras.map((e) => ({ user_id: userId, key: e.key, value: e.value, updated_at: now })))
      .onConflict((oc) =>
        oc.columns(["user_id", "key"]).doUpdateSet((eb) => ({
          value: eb.ref("excluded.value"),
          updated_at: eb.ref("excluded.updated_at"),
        })),
      )
      .execute();
  },

  /** The consent to marketing mail kept on the user (read by whoever sends those mails). */
  setMarketingConsent: async (userId: string, agreed: boolean, now: Date): Promise<void> => {
    await db
      .updateTable("users")
      .set({ marketing_agreed: agreed, updated_at: now })
      .where("id", "=", userId)
      .execute();
  },
});
