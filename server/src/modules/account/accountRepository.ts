import type { Kysely, Selectable } from "kysely";
import type { Database, PlansTable } from "../../infra/db/schema";

/** A plan row. */
export type PlanRow = Selectable<PlansTable>;

/** What a settings row holds, before it is checked against the contract. */
export interface StoredSettings {
  readonly language: string;
  readonly currency: string;
  readonly useAutoSave: boolean;
  readonly saveCycle: number;
}

/**
 * SQL of the main API's account side: accounts and their plans, visits, settings, leaving
 * surveys and how a user signs in. Pass a transaction to run several calls atomically.
 */
export const accountRepository = (db: Kysely<Database>) => ({
  /** Opens a user's account on its plans from `now`, unless it has one already. */
  open: async (
    userId: string,
    plans: { readonly planId: string; readonly hostingPlanId: string },
    now: Date,
  ): Promise<void> => {
    await db
      .insertInto("accounts")
      .values({
        user_id: userId,
        plan_id: plans.planId,
        plan_started_at: now,
        plan_expires_at: null,
        hosting_plan_id: plans.hostingPlanId,
        hosting_started_at: now,
        hosting_expires_at: null,
        first_checkin_at: null,
        last_checkin_at: null,
        created_at: now,
      })
      .onConflict((oc) => oc.column("user_id").doNothing())
      .execute();
  },

  /** Writes a user's first settings, unless they have some already. */
  openSettings: async (userId: string, settings: StoredSettings): Promise<void> => {
    await db
      .insertInto("settings")
      .values({
        user_id: userId,
        language: settings.language,
        currency: settings.currency,
        use_auto_save: settings.useAutoSave,
        save_cycle: settings.saveCycle,
      })
      .onConflict((oc) => oc.column("user_id").doNothing())
      .execute();
  },

  /**
   * Records a visit. Answers undefined without an account, else whether it was the first:
   * the first-visit stamp is set only where it is still empty, so of two racing first visits
   * exactly one reads as first.
   */
  checkin: async (userId: string, now: Date): Promise<{ firstAccess: boolean } | undefined> => {
    const seen = await db
      .updateTable("accounts")
      .set({ last_checkin_at: now })
      .where("user_id", "=", userId)
      .returning("user_id")
      .executeTakeFirst();
    if (seen === undefined) return undefined;
    const first = await db
      .updateTable("accounts")
      .set({ first_checkin_at: now })
      .where("user_id", "=", userId)
      .where("first_checkin_at", "is", null)
      .returning("user_id")
      .executeTakeFirst();
    return { firstAccess: first !== undefined };
  },

  /** True while the account has never checked in; undefined without an account. */
  isFirstAccess: async (userId: string): Promise<boolean | undefined> => {
    const row = await db
      .selectFrom("accounts")
      .select("first_checkin_at")
      .where("user_id", "=", userId)
      .executeTakeFirst();
    return row === undefined ? undefined : row.first_checkin_at === null;
  },

  /** The user's settings row, locked for update when `forUpdate` (inside a transaction). */
  findSettings: async (userId: string, forUpdate = false): Promise<StoredSettings | undefined> => {
    const query = db
      .selectFrom("settings")
      .select(["language", "currency", "use_auto_save", "save_cycle"])
      .where("user_id", "=", userId);
    const row = await (forUpdate ? query.forUpdate() : query).executeTakeFirst();
    return row === undefined
      ? undefined
      : {
          language: row.language,
          currency: row.currency,
          useAutoSave: row.use_auto_save,
          saveCycle: row.save_cycle,
        };
  },

  saveSettings: async (userId: string, settings: StoredSettings, now: Date): Promise<void> => {
    await db
      .updateTable("settings")
      .set({
        language: settings.language,
        currency: settings.currency,
        use_auto_save: settings.useAutoSave,
        save_cycle: settings.saveCycle,
        updated_at: now,
      })
      .where("user_id", "=", userId)
      .execute();
  },

  addSurvey: async (survey: {
    id: string;
    userId: string;
    reasonType: string;
    customReason: string | null;
    now: Date;
  }): Promise<void> => {
    await db
      .insertInto("user_surveys")
      .values({
        id: survey.id,
        user_id: survey.userId,
        reason_type: survey.reasonType,
        custom_reason: survey.customReason,
        created_at: survey.now,
      })
      .execute();
  },

  /** True when the user signs in with `method`: as registered, or through a linked provider. */
  signsInWith: async (userId: string, method: string): Promise<boolean> => {
    const user = await db
      .selectFrom("users")
      .select("sign_in_method")
      .where("id", "=", userId)
      .executeTakeFirst();
    if (user === undefined) return false;
    if (user.sign_in_method === method) return true;
    const linked = await db
      .selectFrom("social_accounts")
      .select("provider")
      .where("user_id", "=", userId)
      .where("provider", "=", method)
      .executeTakeFirst();
    return linked !== undefined;
  },

  /** The plan catalogue, in its order. */
  planCatalogue: (): Promise<PlanRow[]> =>
    db.selectFrom("plans").selectAll().orderBy("sort_order").execute(),

  /** Marks the account deactivated or active again; sessions are the token service's business. */
  setStatus: async (userId: string, status: "active" | "deactivated", now: Date) => {
    await db
      .updateTable("users")
      .set({ status, deactivated_at: status === "deactivated" ? now : null, updated_at: now })
      .where("id", "=", userId)
      .execute();
  },
});

/** The account repository's type. */
export type AccountRepository = ReturnType<typeof accountRepository>;
