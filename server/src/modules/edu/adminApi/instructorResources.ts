import { instructorRecordOf } from "@orbis/core/admin";
import { adminApiRoutes } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { Deps } from "../../../deps";
import { asUser, type RouteHost, registerRoute } from "../../../http/registerRoute";
import { callerScope } from "../callerScope";
import { instructorRepository } from "../instructorRepository";
import { auditRepository } from "./auditRepository";
import { listAnswer } from "./listAnswer";

/**
 * The `instructors` resource: the caller's own profile only, a list of one. Another's id answers
 * 140024 like a missing record. The update writes the four fields an instructor edits.
 */
export const registerInstructorResources = (host: RouteHost, deps: Deps): void => {
  const db = deps.db.kysely;
  const instructors = instructorRepository(db);
  const scope = callerScope(deps);

  const ownRecord = async (userId: string) => {
    const { userId: id } = await scope.groupOwner(userId);
    const account = await instructors.account(id);
    if (account === undefined) throw new AppError(ErrorCode.adminRecordNotFound);
    return instructorRecordOf(account, await instructors.profile(id), deps.clock());
  };

  registerRoute(host, adminApiRoutes.adminListInstructors, async ({ query, principal, reply }) =>
    listAnswer("instructors", query, [await ownRecord(asUser(principal).userId)], reply),
  );

  registerRoute(host, adminApiRoutes.adminGetInstructor, async ({ params, principal }) => {
    const record = await ownRecord(asUser(principal).userId);
    if (record.id !== params.id) throw new AppError(ErrorCode.adminRecordNotFound);
    return record;
  });

  registerRoute(host, adminApiRoutes.adminUpdateInstructor, async ({ params, body, principal }) => {
    const before = await ownRecord(asUser(principal).userId);
    if (before.id !== params.id) throw new AppError(ErrorCode.adminRecordNotFound);
    const now = deps.clock();
    const after = { ...before, ...body };
    await db.transaction().execute(async (trx) => {
      // The row appears on the first edit (migration 0010): reading a profile never writes one.
      const { name, organization, phone, introduction } = after;
      await instructorRepository(trx).saveProfile(
        before.id,
        { name, organization, phone, introduction },
        now,
      );
      await auditRepository(trx).record({
        actorId: before.id,
        resource: "instructors",
        recordId: before.id,
        action: "update",
        before,
        after,
        now,
      });
    });
    return after;
  });
};
