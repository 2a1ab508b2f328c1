import { mergeSettings } from "@orbis/core/account";
import { routes } from "@orbis/core/contract";
import type { Deps } from "../../deps";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { accountRepository } from "./accountRepository";
import { accountMissing } from "./checkinHandlers";
import { settingsView } from "./views";

/** The user's settings (docs/product/calls.md, main API v1). */
export const registerSettingsHandlers = (host: RouteHost, deps: Deps): void => {
  const db = deps.db.kysely;

  registerRoute(host, routes.getSettings, async (ctx) => {
    const { userId } = asUser(ctx.principal);
    const row = await accountRepository(db).findSettings(userId);
    if (row === undefined) throw accountMissing();
    return settingsView(row);
  });

  registerRoute(host, routes.updateSettings, async (ctx) => {
    const { userId } = asUser(ctx.principal);
    const change = ctx.body;
    // Read, merge and write under a row lock: two tabs changing different fields keep both.
    return db.transaction().execute(async (trx) => {
      const accounts = accountRepository(trx);
      const row = await accounts.findSettings(userId, true);
      if (row === undefined) throw accountMissing();
      const next = mergeSettings(settingsView(row), change);
      await accounts.saveSettings(
        userId,
        {
          language: next.language,
          currency: next.currency,
          useAutoSave: next.autoSave.useAutoSave,
          saveCycle: next.autoSave.saveCycle,
        },
        deps.clock(),
      );
      return next;
    });
  });
};
