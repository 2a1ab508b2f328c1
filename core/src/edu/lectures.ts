import { isStudent } from "./eduRoles";
import type { EduCaller, SubmissionScope } from "./eduScope";
import { submissionVerdict } from "./eduScope";
import type { ReviewAction, ReviewStatus } from "./reviewFlow";

/** An instructor's decision on a lecture in review. */
export type ReviewDecision = "approved" | "rejected";

/** The review action a decision takes. */
export const reviewActionOf = (decision: ReviewDecision): ReviewAction =>
  decision === "approved" ? "approve" : "reject";

/**
 * Where a space stands before it is submitted: its latest submission's status, else
 * `code_shared` when its owner shares it with a share code, else null (never shared nor
 * submitted). The submission rows hold only the review statuses; sharing is the sharing
 * module's.
 */
export const lectureStatusBefore = (
  latest: ReviewStatus | null,
  sharedWithCode: boolean,
): ReviewStatus | null => latest ?? (sharedWithCode ? "code_shared" : null);

/**
 * The answer to a student submitting their space: 140018 for anyone without a running student
 * licence (a paid non-edu user, an instructor, a student whose licence ran out: a lapsed licence
 * stops every edu feature, and the instructor renews it); then `submissionVerdict`'s answer.
 * Refusing non-students first tells them nothing about the space.
 */
export const submitVerdict = (
  caller: EduCaller,
  work: SubmissionScope | null,
): 0 | 10403 | 130003 | 140002 | 140003 | 140018 =>
  isStudent(caller.flags) ? submissionVerdict(caller, work, "submit") : 140018;

/** The review comment as stored: trimmed, and none when blank (an approval needs no comment). */
export const storedReviewComment = (comment: string | null | undefined): string | null => {
  const trimmed = comment?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
};

/** How long a preview link of a submitted space works: a school day, from when it is made. */
export const PREVIEW_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** When a preview link made at `now` stops working. */
export const previewExpiry = (now: Date): Date => new Date(now.getTime() + PREVIEW_LIFETIME_MS);

/** Whether a preview link that ends at `expiresAt` still works at `now` (it ends at that instant). */
export const isPreviewLive = (expiresAt: Date, now: Date): boolean =>
  now.getTime() < expiresAt.getTime();
