import type { Currency, Language } from "@orbis/core/contract";
import { currencyForLanguage } from "@orbis/core/i18n";
import { FREE_HOSTING_PLAN_ID, FREE_PLAN_ID } from "@orbis/core/plans";
import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";
import { accountRepository } from "./accountRepository";

/** Auto-save defaults of a new account: on, every 60 seconds. */
export const DEFAULT_AUTO_SAVE = { useAutoSave: true, saveCycle: 60 } as const;

/**
 * Opens the main API side of a new user: the FREE plan (docs/architecture.md#decisions-where-the-product-is-silent) and the Hosting FREE tier
 * (so the 360° image store works from the first day, within its small quota), zero usage, and settings
 * in the language the user registered in. Run in the registration's transaction.
 */
export const provisionAccount = async (
  trx: Kysely<Database>,
  userId: string,
  now: Date,
  language: Language = "ko",
): Promise<void> => {
  const accounts = accountRepository(trx);
  await accounts.open(userId, { planId: FREE_PLAN_ID, hostingPlanId: FREE_HOSTING_PLAN_ID }, now);
  const currency: Currency = currencyForLanguage(language);
  await accounts.openSettings(userId, {
    language,
    currency,
    useAutoSave: DEFAULT_AUTO_SAVE.useAutoSave,
    saveCycle: DEFAULT_AUTO_SAVE.saveCycle,
  });
};
