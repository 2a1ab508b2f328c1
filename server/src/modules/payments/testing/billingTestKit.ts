import type { Plan } from "@orbis/core/contract";
import type { Kysely } from "kysely";
import type { Database } from "../../../infra/db/schema";
import { apiFor, type TestApi } from "../../../testing/apiClient";
import type { TestApp } from "../../../testing/testApp";
import { signInAs, type TestUser } from "../../../testing/users";
import { chargeDue } from "../billing";
import type { PaymentRow } from "../paymentRepository";
import { createSandboxProvider, type SandboxProvider } from "../providers/sandbox/sandboxProvider";
import { cardForm } from "./paymentsTestKit";
import { paymentsTestRepository } from "./paymentsTestRepository";

/*
 * What the subscription tests share: the billing scheduler's tick as another server process runs
 * it (its own sandbox provider on the same books), a signed-in client that survives the clock
 * moving by months, and the rows a test reads to see what was charged.
 */

/** A day, for moving the clock. */
export const DAY_MS = 86_400_000;

/** The payments headers in Korean, the default language. */
export const KO = { langcode: "KO" } as const;

/**
 * The sandbox as another server process holds it: its own provider object on the app's books
 * (or on `db`, another connection to the same database).
 */
export const anotherSandbox = (
  t: TestApp,
  db: Kysely<Database> = t.deps.db.kysely,
): SandboxProvider => createSandboxProvider(db, t.deps.secret, t.deps.clock);

/** One tick of the billing scheduler at the app's clock; answers how many payments it charged. */
export const tick = (t: TestApp): Promise<number> =>
  chargeDue(t.deps.db.kysely, anotherSandbox(t), t.deps.clock());

/**
 * A client of the user with a session opened now (access tokens expire as the clock moves on).
 * It ends the session of the client made before, as a second login does.
 */
export const freshApi = async (t: TestApp, user: TestUser): Promise<TestApi> =>
  apiFor(t, (await signInAs(t, user.id)).accessToken);

/** Registers a sandbox test card as the user's (new default) payment method. */
export const registerCard = async (t: TestApp, user: TestUser, cardNumber: string) =>
  (await freshApi(t, user)).createPayMethod({ body: cardForm(cardNumber) });

/** Subscribes to a plan or hosting product through the regular prepare call; answers the paper. */
export const subscribe = async (
  t: TestApp,
  user: TestUser,
  goodsCode: string,
  extra: { couponId?: string; currency?: "KRW" | "USD" } = {},
) =>
  (await freshApi(t, user)).prepareRegularOrder({
    headers: KO,
    body: {
      goodsCodes: [goodsCode],
      appId: "orbis",
      buyerEmail: user.email,
      buyerName: "Test User",
      ...extra,
    },
  });

/** The account's plan as account info shows it (null: the plan-expired state, a student's). */
export const planOf = async (t: TestApp, user: TestUser): Promise<Plan | null> =>
  (await (await freshApi(t, user)).getAccount({ headers: { "accept-language": "en" } })).plan;

/** The user's payments, oldest first. */
export const paymentsOf = (t: TestApp, user: TestUser): Promise<PaymentRow[]> =>
  paymentsTestRepository(t.deps.db.kysely).paymentsOf(user.id);

/** The user's only scheduled charge; fails when there is none or more than one. */
export const theScheduled = async (t: TestApp, user: TestUser): Promise<PaymentRow> => {
  const scheduled = (await paymentsOf(t, user)).filter((p) => p.status === "SCHEDULED");
  if (scheduled.length !== 1)
    throw new Error(`expected one scheduled charge, found ${scheduled.length}`);
  return scheduled[0] as PaymentRow;
};

/** Moves the app's clock to `ms` after `at`. */
export const advanceTo = (t: TestApp, at: Date | string | null, ms = 60_000): void => {
  if (at === null) throw new Error("no date to move the clock to");
  const target = new Date(at).getTime() + ms;
  const now = t.deps.clock().getTime();
  if (target > now) t.advance(target - now);
};

/** The sandbox's record of a payment (what the provider took). */
export const sandboxRowsOf = (t: TestApp, merchantUid: string) =>
  paymentsTestRepository(t.deps.db.kysely).sandboxRowsOf(merchantUid);

/** One of the user's payments. */
export const rowOf = async (
  t: TestApp,
  user: TestUser,
  merchantUid: string,
): Promise<PaymentRow> => {
  const row = (await paymentsOf(t, user)).find((p) => p.merchant_uid === merchantUid);
  if (row === undefined) throw new Error(`no payment ${merchantUid}`);
  return row;
};

/** The user's cards were cancelled at their bank after registering: every charge is declined. */
export const declineEveryCharge = (t: TestApp, user: TestUser): Promise<void> =>
  paymentsTestRepository(t.deps.db.kysely).declineEveryCharge(user.id);
