import { setTimeout as sleep } from "node:timers/promises";
import { type ApiClient, type ClientTokens, createClient } from "@orbis/core/client";
import {
  type ClientKind,
  type EmailRegistration,
  type LoginResult,
  ORBIS_SERVICE,
  type OrderPaper,
  PAYMENTS_APP_ID,
  type Routes,
  routes,
  type VerifyType,
} from "@orbis/core/contract";
import { isAppError } from "@orbis/core/errors";
import { codeMailedTo } from "./mailbox";

/*
 * Accounts on a test server, made through its real identity API with core's typed client, as
 * the console makes them: sign-up requests a code, the code is read from the mailed .eml, and
 * registration opens a web session.
 *
 * Plan change goes through the same API a paying user goes through, never a database write:
 * `subscribeTo` registers the sandbox's test card and orders the plan.
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

/** Options of a client: a longer timeout for big uploads, the interface language. */
export interface ClientOptions {
  readonly timeoutMs?: number;
  /** Sent as `Accept-Language`; English unless told, so messages read the same everywhere. */
  readonly language?: string;
}

/** A plain typed client on the server at `origin`. */
export const apiOn = (origin: string, options: ClientOptions | number = {}) => {
  const { timeoutMs, language = "en" } =
    typeof options === "number" ? { timeoutMs: options } : options;
  return createClient(routes, {
    origin,
    fetch: globalThis.fetch,
    now: Date.now,
    language,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
};

/** A typed client sending `tokens` (for setting up and checking tests). */
export const apiAs = (origin: string, tokens: ClientTokens, timeoutMs?: number) => {
  const api = apiOn(origin, timeoutMs === undefined ? {} : { timeoutMs });
  api.useTokens(() => tokens);
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

let addresses = 0;

/** A fresh address on every call, unique across test files and processes running at once. */
export const freshEmail = (label: string): string =>
  `${label}-${process.pid}-${Date.now().toString(36)}-${++addresses}@example.com`;

/** The password test accounts get unless told otherwise. */
export const TEST_PASSWORD = "open sesame 360";

/** Core's typed client, on any transport: a server's origin, or a test app's `inject`. */
export type OrbisApi = ApiClient<Routes>;

/** Reads the newest six-digit code mailed to an address. */
export type CodeReader = (email: string) => Promise<string>;

/** Runs one call of a sign-up; {@link patiently} waits out rate limits, the default just calls. */
export type CallRunner = <T>(call: () => Promise<T>) => Promise<T>;

const direct: CallRunner = (call) => call();

/**
 * Asks for a mailed code of a kind (registration by default) and answers the ticket's id with
 * the code read from the mail.
 */
export const requestMailedCode = async (
  api: Pick<OrbisApi, "requestEmailVerification">,
  readCode: CodeReader,
  email: string,
  verifyType: VerifyType = "register",
  run: CallRunner = direct,
): Promise<{ readonly verifyId: string; readonly code: string }> => {
  const { verifyId } = await run(() =>
    api.requestEmailVerification({ body: { ...ORBIS_SERVICE, email, verifyType } }),
  );
  return { verifyId, code: await readCode(email) };
};

/** What a sign-up by mail sends besides the code: the fields of an email registration. */
export type SignUpFields = Omit<
  EmailRegistration,
  "serviceId" | "serviceVersion" | "verifyId" | "verifyCode"
>;

/**
 * Signs up by mail as the console does, on any typed client: asks for a code, reads it from the
 * mail, and registers with `fields`. Answers the registration's login result; a refusal rejects
 * with its catalogue error.
 */
export const signUpByMail = async (
  api: Pick<OrbisApi, "requestEmailVerification" | "registerEmail">,
  readCode: CodeReader,
  fields: SignUpFields,
  run: CallRunner = direct,
): Promise<LoginResult> => {
  const { verifyId, code } = await requestMailedCode(api, readCode, fields.email, "register", run);
  return run(() =>
    api.registerEmail({
      body: { ...ORBIS_SERVICE, ...fields, verifyId, verifyCode: code },
    }),
  );
};

/** The mandatory terms a test account agrees to (the seeded terms of service and privacy). */
export const MANDATORY_TERMS: readonly string[] = ["orbis-terms-of-service", "orbis-privacy"];

/**
 * Signs `email` up by mail on the server at `origin` whose data directory is `dataDir`: asks
 * for a code, reads it from the mailed .eml, registers with it, and answers the account with
 * the session its registration opened.
 */
export const registerAccount = async (
  origin: string,
  dataDir: string,
  email: string,
  password = TEST_PASSWORD,
  name = "Test Creator",
): Promise<TestAccount> => {
  const result = await signUpByMail(
    apiOn(origin),
    (to) => codeMailedTo(dataDir, to),
    { email, password, name, agreedTermsIds: [...MANDATORY_TERMS] },
    patiently,
  );
  return { email, password, accessToken: result.accessToken, refreshToken: result.refreshToken };
};

/**
 * Signs the account in again. One session per account and client kind: the session this kind
 * held before ends, and its tokens answer 403/50002 from then on.
 */
export const loginAs = async (
  origin: string,
  account: Pick<TestAccount, "email" | "password">,
  clientKind: ClientKind = "web",
): Promise<Session> => {
  const result = await patiently(() =>
    apiOn(origin).loginEmail({
      body: { ...ORBIS_SERVICE, email: account.email, password: account.password, clientKind },
    }),
  );
  return { accessToken: result.accessToken, refreshToken: result.refreshToken };
};

/** Signs `email` up by mail, signs it in on the web, and answers a client using that session. */
export const signedInClient = async (origin: string, dataDir: string, email: string) => {
  const account = await registerAccount(origin, dataDir, email);
  return apiAs(origin, await loginAs(origin, account));
};

/** The built-in sandbox's card that always succeeds (docs/payments.md), as the card form sends it. */
export const SANDBOX_CARD = {
  cardNumber: "4242-4242-4242-4242",
  expiry: "1230",
  birth: "900101",
  pwdDigit: "12",
} as const;

/**
 * Moves an account to a paid plan (or hosting tier) as a paying user does, on a server running
 * the sandbox provider: registers {@link SANDBOX_CARD} as its payment method and orders the goods
 * (`PLAN-PRO-MONTH`, say), charged at once and renewed every period. Answers the order paper.
 */
export const subscribeTo = async (
  api: OrbisApi,
  goodsCode: string,
  buyer: { readonly email: string; readonly name?: string },
): Promise<OrderPaper> => {
  await api.createPayMethod({ body: SANDBOX_CARD });
  return api.prepareRegularOrder({
    headers: { langcode: "EN" },
    body: {
      goodsCodes: [goodsCode],
      appId: PAYMENTS_APP_ID,
      buyerEmail: buyer.email,
      buyerName: buyer.name ?? "Test Creator",
    },
  });
};

/**
 * Pays an order on the sandbox's checkout page as its form does (the good card unless told),
 * and answers where the page sends the browser back to.
 */
export const payAtSandboxCheckout = async (
  origin: string,
  order: { readonly merchantUid: string; readonly returnUrl: string },
  cardNumber: string = SANDBOX_CARD.cardNumber,
): Promise<URL> => {
  const checkout = await fetch(`${origin}/pay/sandbox/checkout`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...SANDBOX_CARD, ...order, cardNumber }),
  });
  if (checkout.status !== 303)
    throw new Error(`The sandbox checkout answered ${checkout.status}: ${await checkout.text()}`);
  return new URL(checkout.headers.get("location") ?? "", origin);
};

/**
 * Pays on the sandbox's checkout page the console was sent to (`/pay/sandbox/checkout?…`), as
 * its form does; answers where the page sends the browser back to.
 */
export const payCheckoutPage = (
  origin: string,
  page: string,
  cardNumber: string = SANDBOX_CARD.cardNumber,
): Promise<URL> => {
  const url = new URL(page, origin);
  return payAtSandboxCheckout(
    origin,
    {
      merchantUid: url.searchParams.get("merchantUid") ?? "",
      returnUrl: url.searchParams.get("returnUrl") ?? "",
    },
    cardNumber,
  );
};
