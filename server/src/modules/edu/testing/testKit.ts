import type { Database } from "../../../infra/db/schema";
import { apiFor, type TestApi } from "../../../testing/apiClient";
import { passwordFlagRepository } from "../../../testing/passwordFlagRepository";
import { rowCountRepository } from "../../../testing/rowCountRepository";
import type { TestApp } from "../../../testing/testApp";
import { signInAs, type TestUser } from "../../../testing/users";

/** The tables creating a student writes to. */
const STUDENT_TABLES = [
  "users",
  "accounts",
  "settings",
  "group_students",
] as const satisfies readonly (keyof Database)[];

/** The row count of every table a student is written to: equal before and after a refused call. */
export const studentRows = async (t: TestApp): Promise<Record<string, number>> => {
  const rows = rowCountRepository(t.deps.db.kysely);
  const counts = await Promise.all(STUDENT_TABLES.map((table) => rows.count(table)));
  return Object.fromEntries(STUDENT_TABLES.map((table, i) => [table, counts[i] ?? 0]));
};

/** A new group of `owner` with students of the given aliases, and their credentials. */
export const groupWithStudents = async (
  t: TestApp,
  owner: TestUser,
  name: string,
  aliases: readonly string[],
) => {
  const api = apiFor(t, owner);
  const group = await api.createEduGroup({ body: { name } });
  const students =
    aliases.length === 0
      ? []
      : await api.createEduGroupUsers({
          params: { groupId: group.groupId },
          body: { users: aliases.map((userAlias) => ({ userAlias })) },
        });
  return { group, students };
};

/**
 * The typed client as a student, past their first password change: the flag is cleared in the
 * database and a session started as `createTestUser` does, since signing in by login id is the
 * identity module's.
 */
export const studentApi = async (t: TestApp, userId: string): Promise<TestApi> => {
  await passwordFlagRepository(t.deps.db.kysely).clear(userId);
  return apiFor(t, (await signInAs(t, userId)).accessToken);
};
