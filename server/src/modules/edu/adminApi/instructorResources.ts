import { instructorRecordOf, type StoredInstructorProfile } from "@orbis/core/admin";
import { adminApiRoutes } from "@orbis/core/contract";
import { AppError } from "@orbis/core/errors";
import type { Kysely } from "kysely";
import type { Deps } from "../../../deps";
import { asUser, type RouteHost, registerRoute } from "../../../http/registerRoute";
import type { Database } from "../../../infra/db/schema";
import { userRepository } from "../../identity";
import { callerScope } from "../callerScope";
import { auditRepository } from "./auditRepository";
import { listAnswer } from "./listAnswer";

/** The stored profile of `userId`, or null before their first edit. */
const storedProfile = async (
  db: Kysely<Database>,
  userId: string,
): Promise<StoredInstructorProfile | null> => {
  const row = await db
    .selectFrom("instructor_profiles")
    .selectAll()
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row === undefined
    ? null
    : {
        name: row.name,
        organization: row.organization,
        phone: row.phone,
        introduction: row.introduction,
        certificateNumber: row.certificate_number,
        certificationExpiresAt:
          row.certification_expires_at === null ? null : new Date(row.certification_expires_at),
      };
};

/**
 * The `instructors` resource: the caller's own profile only, a list of one. Another's id answers
 * 140024 like a missing record. The update writes the four fields an instructor edits.
 */
export const registerInstructorResources = (host: RouteHost, deps: Deps): void => {
  const db = deps.db.kysely;
  const scope = callerScope(deps);

  const ownRecord = async (userId: string) => {
    const { userId: id } = await scope.groupOwner(userId);
    const user = await userRepository(db).findById(id);
    return instructorRecordOf(id, user?.name ?? "", await storedProfile(db, id), deps.clock());
  };

  registerRoute(host, adminApiRoutes.adminListInstructors, async ({ query, principal, reply }) =>
    listAnswer("instructors", query, [await ownRecord(asUser(principal).userId)], reply),
  );

  registerRoute(host, adminApiRoutes.adminGetInstructor, async ({ params, principal }) => {
    const record = await ownRecord(asUser(principal).userId);
    if (record.id !== params.id) throw new AppError(140024);
    return record;
  });

  registerRoute(host, adminApiRoutes.adminUpdateInstructor, async ({ params, body, principal }) => {
    const before = await ownRecord(asUser(principal).userId);
    if (before.id !== params.id) throw new AppError(140024);
    const now = deps.clock();
    const after = { ...before, ...body };
    await db.transaction().execute(async (trx) => {
      // The row appears on the first edit (migration 0010): reading a profile never writes one.
      await trx
        .insertInto("instructor_profiles")
        .values({ user_id: before.id, ...body, updated_at: now })
        .onConflict((oc) => oc.column("user_id").doUpdateSet({ ...body, updated_at: now }))
        .execute();
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
