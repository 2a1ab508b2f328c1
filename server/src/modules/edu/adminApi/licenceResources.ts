import { type AdminLicence, adminApiRoutes, type LicenceDuration } from "@orbis/core/contract";
import { licenceStateOf } from "@orbis/core/edu";
import type { Kysely } from "kysely";
import type { Deps } from "../../../deps";
import { asUser, type RouteHost, registerRoute } from "../../../http/registerRoute";
import type { Database } from "../../../infra/db/schema";
import { callerScope } from "../callerScope";
import { listAnswer, recordOf } from "./listAnswer";

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** The licences `ownerId` bought, each with the student (and their group) it was given to. */
const ownedLicences = async (
  db: Kysely<Database>,
  ownerId: string,
  now: Date,
): Promise<AdminLicence[]> => {
  const rows = await db
    .selectFrom("licences")
    .leftJoin("group_students", "group_students.user_id", "licences.holder_id")
    .select([
      "licences.id",
      "licences.goods_code",
      "licences.months",
      "licences.holder_id",
      "licences.delivered_at",
      "licences.expires_at",
      "licences.created_at",
      "group_students.group_id",
      "group_students.alias",
    ])
    .where("licences.owner_id", "=", ownerId)
    .execute();
  return rows.map((row) => {
    const moments = {
      deliveredAt: row.delivered_at === null ? null : new Date(row.delivered_at),
      expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
    };
    return {
      id: row.id,
      productCode: row.goods_code,
      durationMonths: row.months as LicenceDuration,
      state: licenceStateOf(moments, now),
      groupId: row.group_id,
      studentId: row.holder_id,
      studentAlias: row.alias,
      purchasedAt: new Date(row.created_at).toISOString(),
      deliveredAt: iso(row.delivered_at),
      expiresAt: iso(row.expires_at),
    };
  });
};

/**
 * The `licences` resource, read-only: the licences the caller bought, in the state core gives
 * them. Delivering one stays the v3 call's (`POST /edu/license/delivery`).
 */
export const registerLicenceResources = (host: RouteHost, deps: Deps): void => {
  const scope = callerScope(deps);

  const own = async (userId: string) => {
    const { userId: ownerId } = await scope.groupOwner(userId);
    return ownedLicences(deps.db.kysely, ownerId, deps.clock());
  };

  registerRoute(host, adminApiRoutes.adminListLicences, async ({ query, principal, reply }) =>
    listAnswer("licences", query, await own(asUser(principal).userId), reply),
  );

  registerRoute(host, adminApiRoutes.adminGetLicence, async ({ params, principal }) =>
    recordOf(await own(asUser(principal).userId), params.id, 140024),
  );
};
