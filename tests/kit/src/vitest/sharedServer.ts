import type { ClientTokens } from "@orbis/core/client";
import type { ClientKind } from "@orbis/core/contract";
import { inject } from "vitest";
import * as accounts from "../accounts";
import * as edu from "../edu";
import { codeMailedTo as codeMailedToIn, linkIdMailedTo } from "../mailbox";
import "./providedContext";

/*
 * The kit's helpers bound to the shared server of `@orbis/testkit/vitest/globalSetup`: its
 * origin and data directory come from the setup, so a test names only what it is about.
 */

export { patiently, type Session, type TestAccount } from "../accounts";

/** The shared server's origin. */
export const serverOrigin = (): string => inject("orbisOrigin");

/** The shared server's data directory. */
export const serverDataDir = (): string => inject("orbisDataDir");

/** A plain typed client on the shared server, sending the tokens `session` holds when given. */
export const apiOn = (session?: ClientTokens) => {
  const api = accounts.apiOn(serverOrigin());
  api.useTokens(() => session ?? null);
  return api;
};

/** Registers a new account by mail on the shared server (a fresh address from `label`). */
export const registerAccount = (label: string): Promise<accounts.TestAccount> =>
  accounts.registerAccount(serverOrigin(), serverDataDir(), accounts.freshEmail(label));

/** Signs the account in again on the shared server (ending the session this kind held). */
export const loginAs = (
  account: Pick<accounts.TestAccount, "email" | "password">,
  clientKind: ClientKind = "web",
): Promise<accounts.Session> => accounts.loginAs(serverOrigin(), account, clientKind);

/** The newest six-digit code mailed to `to` by the shared server. */
export const codeMailedTo = (to: string, timeoutMs?: number): Promise<string> =>
  codeMailedToIn(serverDataDir(), to, timeoutMs);

/**
 * The id of the newest link to `landing` (e.g. `/withdrawal/verification`) mailed to `to`, by
 * the shared server unless `dataDir` names another's.
 */
export const linkIdFromMail = (
  to: string,
  landing: string,
  dataDir: string = serverDataDir(),
): Promise<string> => linkIdMailedTo(dataDir, to, landing);

/**
 * A new account on the certified instructor's plan (paid in the sandbox), checked in once so no
 * first-access coupon dialog covers its screens.
 */
export const instructorAccount = async (label: string): Promise<accounts.TestAccount> => {
  const account = await registerAccount(label);
  const api = apiOn(account);
  await api.checkin();
  await edu.becomeInstructor(api, account);
  return account;
};

/** The kit's `studentOf` on the shared server: a student of a new group of `instructor`'s. */
export const studentOf = (
  instructor: ClientTokens,
  groupName: string,
  alias: string,
  options: { readonly licensed?: boolean } = {},
) => edu.studentOf(serverOrigin(), apiOn(instructor), groupName, alias, options);

/** The kit's `payCheckoutPage` on the shared server. */
export const payCheckoutPage = (page: string, cardNumber?: string): Promise<URL> =>
  accounts.payCheckoutPage(serverOrigin(), page, cardNumber);
