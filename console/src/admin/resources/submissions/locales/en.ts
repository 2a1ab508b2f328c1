import type { SubmissionsMessages } from "./ko";

/** English texts of the submissions resource (`resources.submissions.*`: the review queue). */
export const enSubmissions: SubmissionsMessages = {
  name: "Submission |||| Submissions",
  fields: {
    title: "Tour title",
    studentAlias: "Student",
    groupId: "Group",
    status: "Status",
    submittedAt: "Submitted",
    reviewedAt: "Reviewed",
    reviewComment: "Feedback",
    q: "Search",
  },
  status: {
    code_shared: "Code shared",
    in_review: "In review",
    approved: "Approved",
    rejected: "Rejected",
  },
  preview: {
    title: "Preview",
    open: "Open preview",
    reload: "Open the preview again",
    newTab: "Open in new tab",
    expires: "This link opens until %{at}.",
    frame: "Preview of the submitted tour: %{title}",
  },
  review: {
    title: "Review",
    feedback: "Feedback for the student",
    feedbackHelp: "Optional to approve, required to reject.",
    feedbackRequired: "To reject, tell the student what to change.",
    approve: "Approve",
    reject: "Reject",
    done: { approved: "Submission approved.", rejected: "Submission rejected." },
  },
};
