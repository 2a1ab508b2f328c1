export { registerReviewHandlers } from "./reviewHandlers";
export { decideSubmission, findSubmission, reviewLecture } from "./reviewLecture";
export type { SubmissionRow } from "./submissionRepository";
