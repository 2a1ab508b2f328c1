import { FREE_HOSTING_PLAN_ID } from "@orbis/core/plans";
import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";

/**
 * The one way to change the plans an account holds: what a payment delivers, refunds, renews or
 * lets lapse. Pass the transaction that marks the payment, so a plan is held exactly when its
 * payment says so.
 */
export const planChanges = (db: Kysely<Database>) => ({
  /** Puts the account on a plan until `until`; `since` is when the plan started, kept on renewals. */
  setPlan: async (
    userId: string,
    planId: string,
    since: Date | null,
    until: Date,
  ): Promise<void> => {
    await db
      .updateTable("accounts")
      .set((eb) => ({
        plan_id: planId,
        plan_started_at: since ?? eb.ref("plan_started_at"),
        plan_expires_at: until,
      }))
      .where("user_id", "=", userId)
      .execute();
  },

  /** Puts the account on a hosting tier until `until`. */
  setHosting: async (
    userId: string,
    planId: string,
    since: Date | null,
    until: Date,
  ): Promise<void> => {
    await db
      .updateTable("accounts")
      .set((eb) => ({
        hosting_plan_id: planId,
        hosting_started_at: since ?? eb.ref("hosting_started_at"),
        hosting_expires_at: until,
      }))
      .where("user_id", "=", userId)
      .execute();
  },

  /** Puts the account back on a plan that never ends (FREE, after a refund). */
  setPlanWithoutEnd: async (userId: string, planId: string): Promise<void> => {
    await db
      .updateTable("accounts")
      .set({ plan_id: planId, plan_expires_at: null })
      .where("user_id", "=", userId)
      .execute();
  },

  /** Puts the account back on the free hosting tier. */
  setHostingWithoutEnd: async (userId: string): Promise<void> => {
    await db
      .updateTable("accounts")
      .set({ hosting_plan_id: FREE_HOSTING_PLAN_ID, hosting_expires_at: null })
      .where("user_id", "=", userId)
      .execute();
  },

  /** The account's plan dates as stored, for a plan change. */
  planOf: (userId: string) =>
    db
      .selectFrom("accounts")
      .select([
        "plan_id",
        "plan_started_at",
        "plan_expires_at",
        "hosting_plan_id",
        "hosting_expires_at",
      ])
      .where("user_id", "=", userId)
      .executeTakeFirst(),

  /** Keeps the account on its plan a little longer, while a failed renewal waits for its retry. */
  extendPlan: async (userId: string, planId: string, until: Date): Promise<void> => {
    await db
      .updateTable("accounts")
      .set({ plan_expires_at: until })
      .where("user_id", "=", userId)
      .where("plan_id", "=", planId)
      .execute();
  },

  /** Keeps the account's hosting tier a little longer, while a failed renewal waits for its retry. */
  extendHosting: async (userId: string, until: Date): Promise<void> => {
    await db
      .updateTable("accounts")
      .set({ hosting_expires_at: until })
      .where("user_id", "=", userId)
      .execute();
  },

  /**
   * Ends this plan's term now, its last retry failed: the account goes on as a free one (core's
   * `heldPlanAt`), its work kept.
   */
  lapsePlan: async (userId: string, planId: string, now: Date): Promise<void> => {
    await db
      .updateTable("accounts")
      .set({ plan_expires_at: now })
      .where("user_id", "=", userId)
      .where("plan_id", "=", planId)
      .execute();
  },
});
