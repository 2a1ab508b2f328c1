import { describe, expect, it } from "vitest";
import { type ReviewAction, type ReviewStatus, reviewTransition } from "./reviewFlow";

const FROM: readonly (ReviewStatus | null)[] = [
  null,
  "code_shared",
  "in_review",
  "approved",
  "rejected",
];
const ACTIONS: readonly ReviewAction[] = ["share", "submit", "approve", "reject"];

// Rows: from; columns: share, submit, approve, reject.
const TABLE: Readonly<Record<string, readonly (ReviewStatus | 140005)[]>> = {
  null: ["code_shared", "in_review", 140005, 140005],
  code_shared: [140005, "in_review", 140005, 140005],
  in_review: [140005, 140005, "approved", "rejected"],
  approved: [140005, 140005, 140005, 140005],
  rejected: [140005, "in_review", 140005, 140005],
};

describe("review flow", () => {
  it.each(
    FROM.flatMap((from) =>
      ACTIONS.map((action, i) => [from, action, TABLE[String(from)]?.[i]] as const),
    ),
  )("from %s, %s gives %s", (from, action, next) => {
    expect(next).toBeDefined();
    expect(reviewTransition(from, action)).toBe(next);
  });

  it("goes share, submit, reject, resubmit, approve", () => {
    const steps: ReviewAction[] = ["share", "submit", "reject", "submit", "approve"];
    let status: ReviewStatus | null = null;
    for (const action of steps) {
      const next = reviewTransition(status, action);
      if (next === 140005) throw new Error(`${action} refused from ${status}`);
      status = next;
    }
    expect(status).toBe("approved");
  });
});
