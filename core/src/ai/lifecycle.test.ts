import { describe, expect, it } from "vitest";
import {
  AI_IMAGE_TRANSITIONS,
  AI_USAGE_STATUSES,
  canMoveAiImage,
  countsInAiUsage,
  statusAfterRestart,
} from "./lifecycle";
import { AI_IMAGE_STATUSES, isFinal } from "./status";

describe("the AI image lifecycle", () => {
  it("runs pending → dispatched → processing → complete", () => {
    expect(canMoveAiImage("pending", "dispatched")).toBe(true);
    expect(canMoveAiImage("dispatched", "processing")).toBe(true);
    expect(canMoveAiImage("processing", "complete")).toBe(true);
    expect(canMoveAiImage("pending", "complete")).toBe(false);
    expect(canMoveAiImage("pending", "processing")).toBe(false);
  });

  it("never moves a final image, and lets every other one be aborted or fail", () => {
    for (const status of AI_IMAGE_STATUSES) {
      if (isFinal(status)) expect(AI_IMAGE_TRANSITIONS[status]).toEqual([]);
      else expect(AI_IMAGE_TRANSITIONS[status]).toEqual(expect.arrayContaining(["abort", "error"]));
    }
  });

  it("hands images back to pending after a restart, and only those in progress", () => {
    expect(AI_IMAGE_STATUSES.map((s) => [s, statusAfterRestart(s)])).toEqual([
      ["pending", "pending"],
      ["dispatched", "pending"],
      ["processing", "pending"],
      ["complete", "complete"],
      ["abort", "abort"],
      ["error", "error"],
    ]);
    for (const status of AI_IMAGE_STATUSES)
      if (statusAfterRestart(status) !== status)
        expect(canMoveAiImage(status, statusAfterRestart(status))).toBe(true);
  });

  it("counts an image's credits unless it was aborted or failed", () => {
    expect(AI_IMAGE_STATUSES.filter(countsInAiUsage)).toEqual([
      "pending",
      "dispatched",
      "processing",
      "complete",
    ]);
    expect(AI_USAGE_STATUSES).toEqual(AI_IMAGE_STATUSES.filter(countsInAiUsage));
  });
});
