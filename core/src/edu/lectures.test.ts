import { describe, expect, it } from "vitest";
import { planFlags } from "../plans/flags";
import {
  isPreviewLive,
  lectureStatusBefore,
  PREVIEW_LIFETIME_MS,
  previewExpiry,
  reviewActionOf,
  storedReviewComment,
  submitVerdict,
} from "./lectures";

const STUDENT = planFlags({ id: "EDU_MEMBER", constraints: {} });
const LAPSED = planFlags(null);
const INSTRUCTOR = planFlags({ id: "PRO", constraints: { useXROOEduAdminFunction: true } });
const PAID = planFlags({ id: "PRO", constraints: {} });

describe("lecture rules", () => {
  it("maps a decision to its review action", () => {
    expect(reviewActionOf("approved")).toBe("approve");
    expect(reviewActionOf("rejected")).toBe("reject");
  });

  it.each([
    [null, false, null],
    [null, true, "code_shared"],
    ["rejected", true, "rejected"],
    ["in_review", false, "in_review"],
    ["approved", true, "approved"],
  ] as const)(
    "the status before a submission of latest %s, shared %s, is %s",
    (latest, shared, status) => {
      expect(lectureStatusBefore(latest, shared)).toBe(status);
    },
  );

  const own = { studentId: "kid", groupOwnerId: "teacher" };
  it.each([
    ["a student submitting their own space", "kid", STUDENT, own, 0],
    ["a student in no group", "kid", STUDENT, { studentId: "kid", groupOwnerId: null }, 140003],
    ["a student submitting another's space", "kid2", STUDENT, own, 130003],
    ["a student submitting a missing space", "kid", STUDENT, null, 130003],
    ["a student whose licence ran out", "kid", LAPSED, own, 140018],
    ["their instructor", "teacher", INSTRUCTOR, own, 140018],
    [
      "a paid non-edu user on their own space",
      "pro",
      PAID,
      { studentId: "pro", groupOwnerId: null },
      140018,
    ],
  ] as const)("answers %s with %s", (_, userId, flags, work, answer) => {
    expect(submitVerdict({ userId, flags }, work)).toBe(answer);
  });

  it.each([
    [undefined, null],
    [null, null],
    [" \n\t", null],
    ["  Add Mars.\n", "Add Mars."],
  ] as const)("stores the comment %j as %j", (comment, stored) => {
    expect(storedReviewComment(comment)).toBe(stored);
  });

  it("lets a preview link work for its lifetime and not a moment longer", () => {
    const now = new Date("2026-03-02T09:00:00Z");
    const end = previewExpiry(now);
    expect(end.getTime() - now.getTime()).toBe(PREVIEW_LIFETIME_MS);
    expect(isPreviewLive(end, now)).toBe(true);
    expect(isPreviewLive(end, new Date(end.getTime() - 1))).toBe(true);
    expect(isPreviewLive(end, end)).toBe(false);
  });
});
