import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";

/** SQL of the per-account mutex of sharing. */
export const accountLockRepository = (db: Kysely<Database>) => ({
  /**
   * Locks the account's user row until the transaction ends: one account's code creations,
   * wrong guesses and comment posts are then counted one at a time, so a burst sent at once
   * cannot slip past a limit.
   */
  lock: async (userId: string): Promise<void> => {
    await db.selectFrom("users").select("id").where("id", "=", userId).forUpdate().execute();
  },
});
