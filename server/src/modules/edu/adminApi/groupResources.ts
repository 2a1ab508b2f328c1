import { randomUUID } from "node:crypto";
import { type AdminGroup, adminApiRoutes } from "@orbis/core/contract";
import { normaliseStudentName } from "@orbis/core/edu";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { Deps } from "../../../deps";
import { asUser, type RouteHost, registerRoute } from "../../../http/registerRoute";
import { callerScope } from "../callerScope";
import { type GroupRow, groupRepository } from "../groupRepository";
import { auditRepository } from "./auditRepository";
import { listAnswer, recordOf } from "./listAnswer";

const groupRecord = (row: GroupRow & { readonly user_count: number }): AdminGroup => ({
  id: row.id,
  name: row.name,
  userCount: row.user_count,
  createdAt: row.created_at.toISOString(),
});

/** The `groups` resource: the caller's own groups; a group is deleted only once it is empty. */
export const registerGroupResources = (host: RouteHost, deps: Deps): void => {
  const db = deps.db.kysely;
  const scope = callerScope(deps);

  /** The caller's groups as records (140002 for a plan that cannot own groups). */
  const ownGroups = async (userId: string) => {
    const { userId: ownerId } = await scope.groupOwner(userId);
    return { ownerId, records: (await groupRepository(db).listOwned(ownerId)).map(groupRecord) };
  };

  registerRoute(host, adminApiRoutes.adminListGroups, async ({ query, principal, reply }) => {
    const { records } = await ownGroups(asUser(principal).userId);
    return listAnswer("groups", query, records, reply);
  });

  registerRoute(host, adminApiRoutes.adminGetGroup, async ({ params, principal }) => {
    const { records } = await ownGroups(asUser(principal).userId);
    return recordOf(records, params.id, ErrorCode.groupNotFound);
  });

  registerRoute(host, adminApiRoutes.adminCreateGroup, async ({ body, principal }) => {
    const { userId } = await scope.groupOwner(asUser(principal).userId);
    const now = deps.clock();
    // Stored as names are (NFC, trimmed), like the v3 route's groups.
    const record = groupRecord({
      id: randomUUID(),
      owner_id: userId,
      name: normaliseStudentName(body.name),
      created_at: now,
      user_count: 0,
    });
    await db.transaction().execute(async (trx) => {
      await groupRepository(trx).create({ id: record.id, ownerId: userId, name: record.name, now });
      await auditRepository(trx).record({
        actorId: userId,
        resource: "groups",
        recordId: record.id,
        action: "create",
        before: null,
        after: record,
        now,
      });
    });
    return record;
  });

  registerRoute(host, adminApiRoutes.adminUpdateGroup, async ({ params, body, principal }) => {
    const { ownerId, records } = await ownGroups(asUser(principal).userId);
    const before = recordOf(records, params.id, ErrorCode.groupNotFound);
    const after = { ...before, name: normaliseStudentName(body.name) };
    await db.transaction().execute(async (trx) => {
      await groupRepository(trx).rename(before.id, after.name);
      await auditRepository(trx).record({
        actorId: ownerId,
        resource: "groups",
        recordId: before.id,
        action: "update",
        before,
        after,
        now: deps.clock(),
      });
    });
    return after;
  });

  // Students are accounts with work of their own: a group is emptied on purpose, never in passing.
  registerRoute(host, adminApiRoutes.adminDeleteGroup, async ({ params, principal }) => {
    const { ownerId, records } = await ownGroups(asUser(principal).userId);
    const group = recordOf(records, params.id, ErrorCode.groupNotFound);
    if (group.userCount > 0) throw new AppError(ErrorCode.groupNotEmpty);
    await db.transaction().execute(async (trx) => {
      await groupRepository(trx).remove(group.id);
      await auditRepository(trx).record({
        actorId: ownerId,
        resource: "groups",
        recordId: group.id,
        action: "delete",
        before: group,
        after: null,
        now: deps.clock(),
      });
    });
    return group;
  });
};
