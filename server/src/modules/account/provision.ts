import type { Currency, Language } from "@orbis/core/contract";
import { currencyForLanguage } from "@orbis/core/i18n";
import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";
import { DEFAULT_HOSTING_PLAN_ID, DEFAULT_PLAN_ID } from "../../seed/plans";

/** Auto-save defaults of a new account: on, every 60 seconds. */
export const DEFAULT_AUTO_SAVE = { useAutoSave: true, saveCycle: 60 } as const;

/**
 * Opens the main API side of a new user: the FREE plan (DESIGN.md §3) and the Hosting FREE tier
 * (so the 360° image store works from the first day, within its small quota), zero usage, and settings
 * in the language the user registered in. Run in the registration's transaction.
 */
export const provisionAccount = async (
  trx: Kysely<Database>,
  userId: string,
  now: Date,
  language: Language = "ko",
): Promise<void> => {
  await trx
    .insertInto("accounts")
    .values({
      user_id: userId,
      plan_id: DEFAULT_PLAN_ID,
      plan_started_at: now,
      plan_expires_at: null,
      hosting_plan_id: DEFAULT_HOSTING_PLAN_ID,
      hosting_started_at: now,
      hosting_expires_at: null,
      first_checkin_at: null,
      last_checkin_at: null,
      created_at: now,
    })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
  const currency: Currency = currencyForLanguage(language);
  await trx
    .insertInto("settings")
    .values({
      user_id: userId,
      language,
      currency,
      use_auto_save: DEFAULT_AUTO_SAVE.useAutoSave,
      save_cycle: DEFAULT_AUTO_SAVE.saveCycle,
    })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
};
