import { type AdminStudent, adminApiRoutes } from "@orbis/core/contract";
import { normaliseStudentName, studentLicenceStateOf, studentNameProblems } from "@orbis/core/edu";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { Deps } from "../../../deps";
import { requestLanguage } from "../../../http/language";
import { asUser, type RouteHost, registerRoute } from "../../../http/registerRoute";
import { callerScope } from "../callerScope";
import { createStudents } from "../createStudents";
import { groupRepository, type StudentRow } from "../groupRepository";
import { renameStudent } from "../renameStudent";
import { auditRepository } from "./auditRepository";
import { listAnswer, recordOf } from "./listAnswer";

const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());

const studentRecord = (row: StudentRow, now: Date): AdminStudent => ({
  id: row.user_id,
  groupId: row.group_id,
  userAlias: row.alias,
  loginId: row.login_id,
  licenceState: studentLicenceStateOf(row.licence_expires_at, now),
  licenceExpiresAt: iso(row.licence_expires_at),
  lastLoginAt: iso(row.last_login_at),
  createdAt: row.created_at.toISOString(),
});

/**
 * The `students` resource: the students of the caller's groups, created one at a time (the
 * one-time password answered once, never audited) and renamed; they are not deleted here.
 */
export const registerStudentResources = (host: RouteHost, deps: Deps): void => {
  const db = deps.db.kysely;
  const scope = callerScope(deps);

  /** The students of the caller's groups as rows (140002 for a plan that cannot own groups). */
  const ownStudents = async (userId: string) => {
    const { userId: ownerId } = await scope.groupOwner(userId);
    return { ownerId, rows: await groupRepository(db).listStudentsOfOwner(ownerId) };
  };

  registerRoute(host, adminApiRoutes.adminListStudents, async ({ query, principal, reply }) => {
    const { rows } = await ownStudents(asUser(principal).userId);
    const now = deps.clock();
    return listAnswer(
      "students",
      query,
      rows.map((row) => studentRecord(row, now)),
      reply,
    );
  });

  // A student of another school answers like a missing one (140003), as a group does.
  registerRoute(host, adminApiRoutes.adminGetStudent, async ({ params, principal }) => {
    const { rows } = await ownStudents(asUser(principal).userId);
    const now = deps.clock();
    return recordOf(
      rows.map((row) => studentRecord(row, now)),
      params.id,
      ErrorCode.studentNotFound,
    );
  });

  registerRoute(host, adminApiRoutes.adminCreateStudent, async ({ body, principal, request }) => {
    const group = await scope.ownGroup(asUser(principal).userId, body.groupId);
    const alias = normaliseStudentName(body.userAlias);
    const clashes = studentNameProblems([alias], await groupRepository(db).aliases(group.id));
    if (clashes.length > 0)
      throw new AppError(ErrorCode.studentNamesInvalid, { details: { rows: clashes } });
    const now = deps.clock();
    const [created] = await createStudents(
      deps,
      group.id,
      [alias],
      requestLanguage(request),
      async (trx, made) => {
        for (const student of made) {
          await auditRepository(trx).record({
            actorId: group.owner_id,
            resource: "students",
            recordId: student.userId,
            action: "create",
            before: null,
            after: { ...student, groupId: group.id },
            now,
          });
        }
      },
    );
    if (created === undefined) throw new AppError(ErrorCode.internal);
    return {
      id: created.userId,
      groupId: group.id,
      userAlias: created.userAlias,
      loginId: created.loginId,
      licenceState: studentLicenceStateOf(null, now),
      licenceExpiresAt: null,
      lastLoginAt: null,
      createdAt: created.createdAt,
      password: created.password,
    };
  });

  // The alias only: the record's other fields (its group among them) are not the console's to set.
  registerRoute(host, adminApiRoutes.adminUpdateStudent, async ({ params, body, principal }) => {
    const { ownerId, rows } = await ownStudents(asUser(principal).userId);
    const now = deps.clock();
    const row = rows.find((r) => r.user_id === params.id);
    if (row === undefined) throw new AppError(ErrorCode.studentNotFound);
    const before = studentRecord(row, now);
    const renamed = await renameStudent(deps, row, body.userAlias, async (trx, after) => {
      await auditRepository(trx).record({
        actorId: ownerId,
        resource: "students",
        recordId: row.user_id,
        action: "update",
        before,
        after: studentRecord(after, now),
        now,
      });
    });
    return studentRecord(renamed, now);
  });
};
