import { normaliseStudentName, studentNameProblems } from "@orbis/core/edu";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { Transaction } from "kysely";
import type { Deps } from "../../deps";
import type { Database } from "../../infra/db/schema";
import { userRepository } from "../identity";
import { groupRepository, type StudentRow } from "./groupRepository";

/**
 * Gives a student (already checked as the caller's) a new alias, refusing another student's name
 * in the group (140004). The alias is also the student's account name, which is what they see as
 * their own name. `alongside` writes more in the same transaction (the admin API's audit).
 */
export const renameStudent = async (
  deps: Deps,
  student: StudentRow,
  typed: string,
  alongside?: (trx: Transaction<Database>, renamed: StudentRow) => Promise<void>,
): Promise<StudentRow> => {
  const alias = normaliseStudentName(typed);
  const others = await groupRepository(deps.db.kysely).aliases(student.group_id, student.user_id);
  const clashes = studentNameProblems([alias], others);
  if (clashes.length > 0)
    throw new AppError(ErrorCode.studentNamesInvalid, { details: { rows: clashes } });
  const renamed = { ...student, alias };
  await deps.db.kysely.transaction().execute(async (trx) => {
    await groupRepository(trx).setAlias(student.user_id, alias);
    await userRepository(trx).update(student.user_id, { name: alias }, deps.clock());
    await alongside?.(trx, renamed);
  });
  return renamed;
};
