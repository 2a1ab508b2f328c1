/* What the shared test kit needs to make accounts without the registration flow. */
import { randomBytes, randomUUID } from "node:crypto";
import { newOneTimePassword, newStudentLoginId, studentAddressOf } from "@orbis/core/edu";
import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";
import { provisionAccount } from "../account";
import { hashPassword } from "./passwords";
import { userRepository } from "./userRepository";

export { hashPassword };

/** A student account made for a test: how they sign in, as their instructor's list gives it. */
export interface TestStudent {
  readonly id: string;
  readonly loginId: string;
  readonly oneTimePassword: string;
  /** The reserved address the account is stored under. */
  readonly email: string;
}

/**
 * Creates a student account straight in the database, as the bulk creation of a group's students
 * leaves it: the reserved address of a new login id, the alias as name, a verified address, a
 * one-time password and `password_change_required`, and an account with the FREE plan. No group:
 * the tests of sign-in need none, and the groups module links students to groups itself.
 */
export const createTestStudent = async (
  db: Kysely<Database>,
  now: Date,
  options: { readonly loginId?: string; readonly name?: string } = {},
): Promise<TestStudent> => {
  const draw = (n: number) => randomBytes(n);
  const id = randomUUID();
  const loginId = options.loginId ?? newStudentLoginId(draw);
  const oneTimePassword = newOneTimePassword(draw);
  const email = studentAddressOf(loginId);
  const created = await userRepository(db).create({
    id,
    email,
    passwordHash: await hashPassword(oneTimePassword),
    name: options.name ?? "Test Student",
    nickname: null,
    signInMethod: "email",
    emailVerified: true,
    marketingAgreed: false,
    passwordChangeRequired: true,
    now,
  });
  if (!created) throw new Error(`The login id ${loginId} is taken`);
  await provisionAccount(db, id, now);
  return { id, loginId, oneTimePassword, email };
};
