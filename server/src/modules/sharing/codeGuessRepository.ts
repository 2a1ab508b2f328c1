import type { CodeGuessRecord } from "@orbis/core/sharing";
import { FRESH_GUESS_RECORD } from "@orbis/core/sharing";
import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";

const millis = (value: Date | string | null): number | null =>
  value === null ? null : new Date(value).getTime();

const date = (value: number | null): Date | null => (value === null ? null : new Date(value));

/** SQL of each account's run of wrong share codes (core's CodeGuessRecord, kept in `code_guesses`). */
export const codeGuessRepository = (db: Kysely<Database>) => ({
  /** The account's record; a fresh one when it has typed no wrong code lately. */
  recordOf: async (userId: string): Promise<CodeGuessRecord> => {
    const row = await db
      .selectFrom("code_guesses")
      .selectAll()
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (row === undefined) return FRESH_GUESS_RECORD;
    return {
      failures: row.failures,
      lastFailureAt: millis(row.last_failure_at),
      lockedUntil: millis(row.locked_until),
    };
  },

  save: async (userId: string, record: CodeGuessRecord): Promise<void> => {
    const values = {
      failures: record.failures,
      last_failure_at: date(record.lastFailureAt),
      locked_until: date(record.lockedUntil),
    };
    await db
      .insertInto("code_guesses")
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
      .execute();
  },

  /** Forgets the account's wrong codes (after a right one). */
  clear: async (userId: string): Promise<void> => {
    await db.deleteFrom("code_guesses").where("user_id", "=", userId).execute();
  },
});
