import type { Kysely } from "kysely";
import type { Database } from "../infra/db/schema";

/**
 * The `password_change_required` flag of a user, for tests that need a student past their first
 * password change without going through the sign-in by login id. Test code only.
 */
export const passwordFlagRepository = (db: Kysely<Database>) => ({
  isRequired: async (userId: string): Promise<boolean> => {
    const row = await db
      .selectFrom("users")
      .select("password_change_required")
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    return row.password_change_required;
  },

  clear: async (userId: string): Promise<void> => {
    await db
      .updateTable("users")
      .set({ password_change_required: false })
      .where("id", "=", userId)
      .execute();
  },
});
