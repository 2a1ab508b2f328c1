import { randomUUID } from "node:crypto";
import type { ClientKind, SignInMethod } from "@orbis/core/contract";
import { provisionAccount } from "../modules/account";
import {
  createTokenService,
  type IssuedTokens,
  sessionRepository,
  userRepository,
} from "../modules/identity";
import { hashPassword } from "../modules/identity/testing";
import type { TestApp } from "./testApp";

/** A user made for a test, already signed in once. */
export interface TestUser {
  readonly id: string;
  readonly email: string;
  readonly password: string;
  readonly tokens: IssuedTokens;
  /** Headers that authenticate as this user. */
  readonly auth: { readonly "x-user-auth-token": string };
}

/*
 * One stored hash per password in a worker: argon2id costs about 13 ms of CPU a hash, and tests
 * make users by the hundred, mostly with the default password. Any salted hash of a password
 * verifies it the same at sign-in, so sharing one changes nothing a test can see.
 */
const hashes = new Map<string, Promise<string>>();
const storedHashOf = (password: string): Promise<string> => {
  const known = hashes.get(password);
  if (known !== undefined) return known;
  const made = hashPassword(password);
  hashes.set(password, made);
  return made;
};

/**
 * Creates a verified email user with the FREE plan and the Hosting FREE tier (or the plans
 * named), straight in the database (as a finished registration leaves it), and signs them in.
 * Tests of other modules start here; the identity tests register through the API instead. With a
 * social `signInMethod` the account has no password, as a social registration leaves it
 * (`password` is then unusable).
 */
export const createTestUser = async (
  t: TestApp,
  options: {
    email?: string;
    password?: string;
    name?: string;
    clientKind?: ClientKind;
    planId?: string;
    signInMethod?: SignInMethod;
    hostingPlanId?: string;
  } = {},
): Promise<TestUser> => {
  const id = randomUUID();
  const email = options.email ?? `user-${id.slice(0, 8)}@example.com`;
  const password = options.password ?? "correct horse 1";
  const now = t.deps.clock();
  const db = t.deps.db.kysely;
  const signInMethod = options.signInMethod ?? "email";
  await userRepository(db).create({
    id,
    email,
    passwordHash: signInMethod === "email" ? await storedHashOf(password) : null,
    name: options.name ?? "Test User",
    nickname: null,
    signInMethod,
    emailVerified: true,
    marketingAgreed: false,
    now,
  });
  await provisionAccount(db, id, now);
  if (options.planId !== undefined) {
    await db
      .updateTable("accounts")
      .set({ plan_id: options.planId })
      .where("user_id", "=", id)
      .execute();
  }
  if (options.hostingPlanId !== undefined) {
    await db
      .updateTable("accounts")
      .set({ hosting_plan_id: options.hostingPlanId })
      .where("user_id", "=", id)
      .execute();
  }
  const tokens = await signInAs(t, id, options.clientKind ?? "web");
  return { id, email, password, tokens, auth: { "x-user-auth-token": tokens.accessToken } };
};

/** Opens a new session for a user, as a login would (ending the older one of that kind). */
export const signInAs = (
  t: TestApp,
  userId: string,
  clientKind: ClientKind = "web",
): Promise<IssuedTokens> =>
  createTokenService({
    sessions: sessionRepository(t.deps.db.kysely),
    clock: t.deps.clock,
    secret: t.deps.secret,
  }).startSession(userId, clientKind);
