import type { LectureSubmission, MyLecture } from "@orbis/core/contract";
import type { SubmissionRow } from "./submissionRepository";

/** A submission as the contract has it. */
export const submissionView = (row: SubmissionRow): LectureSubmission => ({
  spaceId: row.space_id,
  status: row.status,
  submittedAt: row.submitted_at.toISOString(),
  reviewedAt: row.reviewed_at === null ? null : row.reviewed_at.toISOString(),
  reviewComment: row.review_comment,
});

/** One of the student's own submissions, with its space's title. */
export const myLectureView = (row: SubmissionRow & { readonly title: string }): MyLecture => ({
  ...submissionView(row),
  title: row.title,
});
