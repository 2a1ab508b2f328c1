import { randomBytes, randomUUID } from "node:crypto";
import type { GroupUserCredentials, Language } from "@orbis/core/contract";
import { newOneTimePassword, newStudentLoginId, studentAddressOf } from "@orbis/core/edu";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { Transaction } from "kysely";
import type { Deps } from "../../deps";
import type { Database } from "../../infra/db/schema";
import { provisionAccount } from "../account";
import { hashPassword, userRepository } from "../identity";
import { groupRepository } from "./groupRepository";
import { studentAccountRepository } from "./studentAccountRepository";

/** Draws of a login id before giving up: with 31^6 ids a second draw is already rare. */
const LOGIN_ID_DRAWS = 5;

const draw = (count: number) => randomBytes(count);

/**
 * Creates the students `aliases` (already checked) in a group, all or none: each a user with a
 * reserved address, a one-time password that must be changed, an account and settings like a
 * registered user's, the student plan waiting for a licence, and their row in the group. The
 * passwords are hashed before the transaction (argon2 is slow) and answered only here.
 * `alongside` writes more in the same transaction (the admin API's audit), so all stands or none.
 */
export const createStudents = async (
  deps: Deps,
  groupId: string,
  aliases: readonly string[],
  language: Language,
  alongside?: (
    trx: Transaction<Database>,
    created: readonly GroupUserCredentials[],
  ) => Promise<void>,
): Promise<GroupUserCredentials[]> => {
  const drafts = await Promise.all(
    aliases.map(async (alias) => {
      const password = newOneTimePassword(draw);
      return { id: randomUUID(), alias, password, passwordHash: await hashPassword(password) };
    }),
  );
  const now = deps.clock();
  return deps.db.kysely.transaction().execute(async (trx) => {
    const created: GroupUserCredentials[] = [];
    for (const draft of drafts) {
      const loginId = await insertUser(trx, draft, now);
      await studentAccountRepository(trx).requirePasswordChange(draft.id);
      await provisionAccount(trx, draft.id, now, language);
      await studentAccountRepository(trx).awaitLicence(draft.id, now);
      await groupRepository(trx).addStudent({
        userId: draft.id,
        groupId,
        alias: draft.alias,
        loginId,
        now,
      });
      created.push({
        userId: draft.id,
        userAlias: draft.alias,
        loginId,
        licenceExpiresAt: null,
        lastLoginAt: null,
        createdAt: now.toISOString(),
        password: draft.password,
      });
    }
    await alongside?.(trx, created);
    return created;
  });
};

/** Inserts the student's user row under a fresh login id (its address is unique), answering the id. */
const insertUser = async (
  trx: Parameters<typeof userRepository>[0],
  draft: { readonly id: string; readonly alias: string; readonly passwordHash: string },
  now: Date,
): Promise<string> => {
  for (let i = 0; i < LOGIN_ID_DRAWS; i++) {
    const loginId = newStudentLoginId(draw);
    const created = await userRepository(trx).create({
      id: draft.id,
      email: studentAddressOf(loginId),
      passwordHash: draft.passwordHash,
      name: draft.alias,
      nickname: null,
      signInMethod: "email",
      emailVerified: true,
      marketingAgreed: false,
      now,
    });
    if (created) return loginId;
  }
  throw new AppError(ErrorCode.internal, {
    message: "No free login id was found; please try again",
  });
};
