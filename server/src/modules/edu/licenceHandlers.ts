import { routes } from "@orbis/core/contract";
import { deliveryShortfall, deliveryVerdict, licenceExpiry, licenceStart } from "@orbis/core/edu";
import { AppError, ErrorCode } from "@orbis/core/errors";
import { languageOfLangCode, paymentsLanguageFor } from "@orbis/core/i18n";
import type { Deps } from "../../deps";
import { invalidInput } from "../../http/errors";
import { requestLanguage } from "../../http/language";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { callerScope } from "./callerScope";
import { groupRepository } from "./groupRepository";
import { instructorCaller } from "./instructorScope";
import { licenceRepository } from "./licenceRepository";
import { licenceView } from "./licenceViews";

/** Giving students of a group their licences, and the owner's list of bought licences. */
export const registerLicenceHandlers = (host: RouteHost, deps: Deps): void => {
  const db = deps.db.kysely;
  const scope = callerScope(deps);
  const groups = groupRepository(db);

  /*
   * All or none, in one transaction: the students' accounts are locked first, then unused
   * licences are taken with `skip locked` and given by a conditional update, so two deliveries
   * at once never give one licence twice and never both extend one student from the same end.
   */
  registerRoute(host, routes.deliverLicences, async ({ body, principal, request }) => {
    const ownerId = asUser(principal).userId;
    const group = await scope.ownGroup(ownerId, body.groupId);
    const userIds = [...new Set(body.userIds)];
    if (userIds.length !== body.userIds.length)
      throw invalidInput([
        { in: "body", path: "userIds", message: "Each student may be named once." },
      ]);
    const students = await groups.listStudents(group.id, userIds);
    if (students.length !== userIds.length) throw new AppError(ErrorCode.studentNotFound);
    const language = paymentsLanguageFor(requestLanguage(request));

    const delivered = await db.transaction().execute(async (trx) => {
      const licences = licenceRepository(trx);
      const now = deps.clock();
      await licences.lockAccounts(userIds);
      const picked = await licences.takeAvailable(ownerId, body.durationMonths, userIds.length);
      const shortfall = deliveryShortfall(userIds.length, picked.length);
      if (shortfall !== 0)
        throw new AppError(shortfall, {
          details: {
            needed: userIds.length,
            available: await licences.countAvailable(ownerId, body.durationMonths),
          },
        });
      const held = await licences.heldUntil(userIds);
      const given: string[] = [];
      for (const [i, userId] of [...userIds].sort().entries()) {
        const licenceId = picked[i];
        if (licenceId === undefined) throw new AppError(ErrorCode.internal);
        const heldUntil = held.get(userId) ?? null;
        const start = licenceStart(now, heldUntil);
        const until = licenceExpiry(start, body.durationMonths);
        if (!(await licences.deliver(licenceId, userId, now, until))) {
          // Locked rows cannot change under us; this only answers a licence changed otherwise.
          const row = await licences.find(licenceId);
          const verdict =
            row === undefined
              ? ErrorCode.licenceAlreadyDelivered
              : deliveryVerdict({ deliveredAt: row.delivered_at, expiresAt: row.expires_at }, now);
          throw new AppError(verdict === 0 ? ErrorCode.licenceAlreadyDelivered : verdict);
        }
        // A licence given while one runs adds its months; the plan keeps the date it started.
        await licences.setStudentPlan(
          userId,
          start.getTime() === now.getTime() ? now : null,
          until,
        );
        given.push(licenceId);
      }
      const rows = await Promise.all(given.map((id) => licences.find(id)));
      return { rows, now };
    });
    return delivered.rows.flatMap((row) =>
      row === undefined ? [] : [licenceView(row, language, delivered.now)],
    );
  });

  registerRoute(host, routes.listLicences, async ({ query, headers, principal }) => {
    const { userId } = await instructorCaller(deps, asUser(principal).userId);
    const now = deps.clock();
    const page = await licenceRepository(db).list(
      userId,
      { state: query.state, months: query.durationMonths, now },
      { pageNo: query.pageNo, pageSize: query.pageSize },
    );
    const language = languageOfLangCode(headers.langcode);
    return { list: page.rows.map((row) => licenceView(row, language, now)), total: page.total };
  });
};
