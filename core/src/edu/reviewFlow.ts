import type { z } from "zod";
import type { reviewStatusSchema } from "../contract/enums";

/** Where a lecture submission stands. */
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

/** What moves a submission: the student shares or submits it, the instructor approves or rejects. */
export type ReviewAction = "share" | "submit" | "approve" | "reject";

// From each status (null: never shared nor submitted), the statuses each action leads to.
const NEXT: Readonly<Record<ReviewAction, ReadonlyMap<ReviewStatus | null, ReviewStatus>>> = {
  share: new Map([[null, "code_shared"]]),
  // A rejected space may be submitted again; an approved one stays approved.
  submit: new Map<ReviewStatus | null, ReviewStatus>([
    [null, "in_review"],
    ["code_shared", "in_review"],
    ["rejected", "in_review"],
  ]),
  approve: new Map([["in_review", "approved"]]),
  reject: new Map([["in_review", "rejected"]]),
};

/**
 * The status a submission moves to, or 140005 when the action skips a step: only what is in
 * review is approved or rejected, nothing in review is submitted again, and nothing goes back
 * to merely shared.
 */
export const reviewTransition = (
  from: ReviewStatus | null,
  action: ReviewAction,
): ReviewStatus | 140005 => NEXT[action].get(from) ?? 140005;
