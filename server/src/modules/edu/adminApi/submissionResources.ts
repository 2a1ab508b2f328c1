import { type AdminSubmission, adminApiRoutes } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { Deps } from "../../../deps";
import { asUser, type RouteHost, registerRoute } from "../../../http/registerRoute";
import { callerScope } from "../callerScope";
import { reviewLecture } from "../review";
import { type SubmissionRow, submissionRepository } from "../review/submissionRepository";
import { auditRepository } from "./auditRepository";
import { listAnswer, recordOf } from "./listAnswer";

/** A submission as the admin API shows it. */
const submissionRecord = (
  row: SubmissionRow & { title: string; alias: string | null },
): AdminSubmission => ({
  id: row.id,
  spaceId: row.space_id,
  title: row.title,
  studentId: row.student_id,
  studentAlias: row.alias,
  groupId: row.group_id,
  status: row.status,
  submittedAt: row.submitted_at.toISOString(),
  reviewedAt: row.reviewed_at?.toISOString() ?? null,
  reviewComment: row.review_comment,
});

/**
 * The `submissions` resource: the lectures submitted for the caller's review (they were the
 * owner of the student's group at submission). The update is the review itself, made by the
 * review module's `reviewLecture` inside the audit's transaction.
 */
export const registerSubmissionResources = (host: RouteHost, deps: Deps): void => {
  const db = deps.db.kysely;
  const scope = callerScope(deps);

  const own = async (userId: string) => {
    const { userId: reviewerId } = await scope.groupOwner(userId);
    const rows = await submissionRepository(db).listReviewedBy(reviewerId);
    return { reviewerId, records: rows.map(submissionRecord) };
  };

  registerRoute(host, adminApiRoutes.adminListSubmissions, async ({ query, principal, reply }) =>
    listAnswer("submissions", query, (await own(asUser(principal).userId)).records, reply),
  );

  registerRoute(host, adminApiRoutes.adminGetSubmission, async ({ params, principal }) =>
    recordOf(
      (await own(asUser(principal).userId)).records,
      params.id,
      ErrorCode.adminRecordNotFound,
    ),
  );

  registerRoute(host, adminApiRoutes.adminReviewSubmission, async ({ params, body, principal }) => {
    const { reviewerId, records } = await own(asUser(principal).userId);
    const before = recordOf(records, params.id, ErrorCode.adminRecordNotFound);
    const now = deps.clock();
    const after = await db.transaction().execute(async (trx) => {
      const decided = await reviewLecture({ ...deps, db: { ...deps.db, kysely: trx } })(
        reviewerId,
        before.spaceId,
        body,
      );
      // The review decides a space's newest submission; an older one of the same space is not
      // in review any more, so the record named is refused and the decision rolled back.
      if (decided.id !== before.id) throw new AppError(ErrorCode.reviewStepSkipped);
      const record: AdminSubmission = {
        ...before,
        status: decided.status,
        reviewedAt: decided.reviewed_at?.toISOString() ?? null,
        reviewComment: decided.review_comment,
      };
      await auditRepository(trx).record({
        actorId: reviewerId,
        resource: "submissions",
        recordId: before.id,
        action: "update",
        before,
        after: record,
        now,
      });
      return record;
    });
    return after;
  });
};
