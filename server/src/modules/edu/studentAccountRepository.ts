import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";

/** The plan a student's licence puts them on. */
export const STUDENT_PLAN_ID = "edu-member";

/**
 * SQL of what makes a student's account different from a registered one: a password someone else
 * chose, which must be changed, and a plan that waits for a licence.
 */
export const studentAccountRepository = (db: Kysely<Database>) => ({
  /** Marks the password as chosen by the instructor: the student must set their own. */
  requirePasswordChange: async (userId: string) => {
    await db
      .updateTable("users")
      .set({ password_change_required: true })
      .where("id", "=", userId)
      .execute();
  },

  /**
   * Puts a new student on the student plan, already ended: they hold no plan (docs/product/roles.md) until a
   * licence is delivered, which gives the plan a term.
   */
  awaitLicence: async (userId: string, now: Date) => {
    await db
      .updateTable("accounts")
      .set({ plan_id: STUDENT_PLAN_ID, plan_started_at: null, plan_expires_at: now })
      .where("user_id", "=", userId)
      .execute();
  },
});
