import { type AdminLicence, adminApiRoutes, type LicenceDuration } from "@orbis/core/contract";
import { licenceStateOf } from "@orbis/core/edu";
import { ErrorCode } from "@orbis/core/errors";
import type { Deps } from "../../../deps";
import { asUser, type RouteHost, registerRoute } from "../../../http/registerRoute";
import { callerScope } from "../callerScope";
import { type LicenceRow, licenceRepository } from "../licenceRepository";
import { listAnswer, recordOf } from "./listAnswer";

/** A licence as the admin API shows it, in the state core gives it at `now`. */
const licenceRecord = (row: LicenceRow, now: Date): AdminLicence => ({
  id: row.id,
  productCode: row.goods_code,
  durationMonths: row.months as LicenceDuration,
  state: licenceStateOf({ deliveredAt: row.delivered_at, expiresAt: row.expires_at }, now),
  groupId: row.group_id,
  studentId: row.holder_id,
  studentAlias: row.alias,
  purchasedAt: row.created_at.toISOString(),
  deliveredAt: row.delivered_at?.toISOString() ?? null,
  expiresAt: row.expires_at?.toISOString() ?? null,
});

/**
 * The `licences` resource, read-only: the licences the caller bought, in the state core gives
 * them. Delivering one stays the v3 call's (`POST /edu/license/delivery`).
 */
export const registerLicenceResources = (host: RouteHost, deps: Deps): void => {
  const scope = callerScope(deps);

  const own = async (userId: string) => {
    const { userId: ownerId } = await scope.groupOwner(userId);
    const now = deps.clock();
    const rows = await licenceRepository(deps.db.kysely).listOwned(ownerId);
    return rows.map((row) => licenceRecord(row, now));
  };

  registerRoute(host, adminApiRoutes.adminListLicences, async ({ query, principal, reply }) =>
    listAnswer("licences", query, await own(asUser(principal).userId), reply),
  );

  registerRoute(host, adminApiRoutes.adminGetLicence, async ({ params, principal }) =>
    recordOf(await own(asUser(principal).userId), params.id, ErrorCode.adminRecordNotFound),
  );
};
