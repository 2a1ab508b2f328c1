import type { LectureReview } from "@orbis/core/contract";
import {
  reviewActionOf,
  reviewTransition,
  storedReviewComment,
  submissionVerdict,
} from "@orbis/core/edu";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { Deps } from "../../../deps";
import { callerScope } from "../callerScope";
import { type SubmissionRow, submissionRepository } from "./submissionRepository";

/** A submission by its id, for callers that name submissions rather than spaces (the admin API). */
export const findSubmission =
  (deps: Deps) =>
  (id: string): Promise<SubmissionRow | undefined> =>
    submissionRepository(deps.db.kysely).find(id);

/**
 * Records `decision` on `submission` without asking who decides (the caller has): 140005 unless
 * it is in review, checked again by the update itself so that of two reviews at once the second
 * gets 140005 instead of overwriting the first. A blank comment is stored as none.
 */
export const decideSubmission = async (
  deps: Deps,
  submission: SubmissionRow,
  decision: LectureReview,
): Promise<SubmissionRow> => {
  if (
    reviewTransition(submission.status, reviewActionOf(decision.status)) ===
    ErrorCode.reviewStepSkipped
  )
    throw new AppError(ErrorCode.reviewStepSkipped);
  const decided = await submissionRepository(deps.db.kysely).decide(submission.id, {
    status: decision.status,
    reviewComment: storedReviewComment(decision.reviewComment),
    reviewedAt: deps.clock(),
  });
  if (decided === undefined) throw new AppError(ErrorCode.reviewStepSkipped);
  return decided;
};

/**
 * The reviewer's decision on the latest submission of `spaceId`. Only its reviewer (the owner of
 * the student's group when it was submitted) may decide: anyone else, and an unknown space or
 * one never submitted, gets 130003 alike, so an instructor learns nothing of another group's
 * work; the student gets 10403; a reviewer whose plan no longer owns groups gets 140002.
 */
export const reviewLecture =
  (deps: Deps) =>
  async (reviewerId: string, spaceId: string, decision: LectureReview): Promise<SubmissionRow> => {
    const latest = await submissionRepository(deps.db.kysely).latest(spaceId);
    const caller = await callerScope(deps).callerOf(reviewerId);
    const verdict = submissionVerdict(
      caller,
      latest === undefined
        ? null
        : { studentId: latest.student_id, groupOwnerId: latest.reviewer_id },
      "review",
    );
    if (verdict !== 0 || latest === undefined)
      throw new AppError(verdict === 0 ? ErrorCode.spaceNotFound : verdict);
    return decideSubmission(deps, latest, decision);
  };
