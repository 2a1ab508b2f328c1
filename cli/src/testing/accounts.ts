import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { createClient } from "@orbis/core/client";
import { type ClientKind, ORBIS_SERVICE, routes } from "@orbis/core/contract";
import { isAppError } from "@orbis/core/errors";
import { simpleParser } from "mailparser";

/** A test account and a fresh token pair of it. */
export interface TestAccount {
  readonly email: string;
  readonly password: string;
  readonly accessToken: string;
  readonly refreshToken: string;
}

/** A plain typed client on the test server (`timeoutMs` for big uploads). */
export const apiOn = (origin: string, timeoutMs?: number) =>
  createClient(routes, {
    origin,
    fetch: globalThis.fetch,
    now: Date.now,
    language: "en",
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });

/** The newest six-digit code mailed to `to` (the server writes one .eml per mail). */
const codeFromMail = async (dataDir: string, to: string): Promise<string> => {
  const dir = join(dataDir, "mail");
  for (const name of (await readdir(dir))
    .filter((n) => n.endsWith(".eml"))
    .sort()
    .reverse()) {
    const mail = await simpleParser(await readFile(join(dir, name)));
    const code = /(\d{6})/.exec(mail.text ?? "")?.[1];
    if (mail.to && !Array.isArray(mail.to) && mail.to.text === to && code !== undefined)
      return code;
  }
  throw new Error(`No code mailed to ${to}`);
};

/** Calls `task`, waiting out the server's per-minute rate limits (10429) instead of failing. */
export const patiently = async <T>(task: () => Promise<T>): Promise<T> => {
  for (let tries = 0; ; tries++) {
    try {
      return await task();
    } catch (error) {
      if (!isAppError(error) || error.code !== 10429 || tries > 12) throw error;
      await sleep(6_000);
    }
  }
};

/** Registers an account by email through the API, reading the code from the mail folder. */
export const registerAccount = async (
  origin: string,
  dataDir: string,
  email: string,
  password = "open sesame 360",
): Promise<TestAccount> => {
  const api = apiOn(origin);
  const ticket = await patiently(() =>
    api.requestEmailVerification({ body: { ...ORBIS_SERVICE, email, verifyType: "register" } }),
  );
  const verifyCode = await codeFromMail(dataDir, email);
  const result = await patiently(() =>
    api.registerEmail({
      body: {
        ...ORBIS_SERVICE,
        email,
        password,
        name: "Test Creator",
        verifyId: ticket.verifyId,
        verifyCode,
        agreedTermsIds: ["orbis-terms-of-service", "orbis-privacy"],
      },
    }),
  );
  return { email, password, accessToken: result.accessToken, refreshToken: result.refreshToken };
};

/** Signs the account in through the API (as the console does for `--web`, with `plugin`). */
export const loginAs = async (origin: string, account: TestAccount, clientKind: ClientKind) => {
  const result = await patiently(() =>
    apiOn(origin).loginEmail({
      body: { ...ORBIS_SERVICE, email: account.email, password: account.password, clientKind },
    }),
  );
  return { accessToken: result.accessToken, refreshToken: result.refreshToken };
};

/** A client signed in with the account's tokens (for setting up and checking tests). */
export const apiAs = (
  origin: string,
  tokens: { accessToken: string; refreshToken: string },
  timeoutMs?: number,
) => {
  const api = apiOn(origin, timeoutMs);
  api.useTokens(() => tokens);
  return api;
};
