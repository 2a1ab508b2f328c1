import { accountRepository, provisionAccount } from "../modules/account";
import type { AccountLifecycle } from "../modules/identity";
import { deleteAccountWithFiles } from "./deleteAccount";

/**
 * The workflows identity runs across modules: a registration opens the account (account
 * module), a sign-in asks whether it has checked in yet, and a user who leaves is deleted with
 * everything every module stored for them.
 */
export const accountLifecycle: AccountLifecycle = {
  open: provisionAccount,
  // A user without an account row has not checked in either.
  isFirstAccess: async (db, userId) =>
    (await accountRepository(db).isFirstAccess(userId)) !== false,
  deleteWithFiles: deleteAccountWithFiles,
};
