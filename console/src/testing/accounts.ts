import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { type ClientTokens, createClient } from "@orbis/core/client";
import { type ClientKind, ORBIS_SERVICE, routes } from "@orbis/core/contract";
import { isAppError } from "@orbis/core/errors";
import { inject } from "vitest";

/*
 * Accounts on the test server, made through its real identity API: registration reads the
 * mailed code from the .eml files the server writes to DATA_DIR/mail.
 */

/** A token pair of a session. */
export interface Session {
  readonly accessToken: string;
  readonly refreshToken: string;
}

/** A registered account with the session its registration opened. */
export interface TestAccount extends Session {
  readonly email: string;
  readonly password: string;
}

/** The test server's origin (provided by the global setup). */
export const serverOrigin = (): string => inject("orbisOrigin");

/** A plain typed client on the test server, sending the tokens `session` holds when given. */
export const apiOn = (session?: ClientTokens) => {
  const api = createClient(routes, {
    origin: serverOrigin(),
    fetch: globalThis.fetch,
    now: Date.now,
    language: "en",
  });
  api.useTokens(() => session ?? null);
  return api;
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

/**
 * The newest six-digit code mailed to `to`. The server writes one .eml per mail, named by time;
 * the plain-text part is 7-bit, so the headers and the code read as they are.
 */
export const codeFromMail = async (to: string): Promise<string> => {
  const dir = join(inject("orbisDataDir"), "mail");
  const names = (await readdir(dir)).filter((n) => n.endsWith(".eml"));
  for (const name of names.sort().reverse()) {
    const mail = await readFile(join(dir, name), "utf8");
    const addressed = mail.split(/\r?\n/).some((line) => line === `To: ${to}`);
    const code = /Verification code: (\d{6})/.exec(mail)?.[1];
    if (addressed && code !== undefined) return code;
  }
  throw new Error(`No code mailed to ${to}`);
};

let accounts = 0;

/** A fresh address on every call, unique across test files running at once. */
const freshEmail = (label: string) =>
  `${label}-${process.pid}-${Date.now().toString(36)}-${++accounts}@example.com`;

/** Registers a new account by email through the API; its registration opens a web session. */
export const registerAccount = async (label: string): Promise<TestAccount> => {
  const email = freshEmail(label);
  const password = "open sesame 360";
  const api = apiOn();
  const ticket = await patiently(() =>
    api.requestEmailVerification({ body: { ...ORBIS_SERVICE, email, verifyType: "register" } }),
  );
  const verifyCode = await codeFromMail(email);
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

/**
 * Signs the account in again. One session per account and client kind: the session this kind
 * held before ends, and its tokens answer 403/50002 from now on.
 */
export const loginAs = async (
  account: TestAccount,
  clientKind: ClientKind = "web",
): Promise<Session> => {
  const result = await patiently(() =>
    apiOn().loginEmail({
      body: { ...ORBIS_SERVICE, email: account.email, password: account.password, clientKind },
    }),
  );
  return { accessToken: result.accessToken, refreshToken: result.refreshToken };
};
