import { describe, expect, it } from "vitest";
import {
  AI_COMPLETE_LOCATION_MESSAGE_KEY,
  AI_COMPLETE_MESSAGE_KEY,
  AI_POLL_ERROR_MESSAGE_KEY,
  AI_POLL_INTERVAL_MS,
} from "./constants";
import { pendingAiImagesAction } from "./pendingRule";
import {
  AI_IMAGE_STATUSES,
  aiStatusMessageKey,
  isAiImageStatus,
  isFinal,
  isInProgress,
} from "./status";

describe("AI image statuses", () => {
  it("lists the six statuses in order", () => {
    expect(AI_IMAGE_STATUSES).toEqual([
      "pending",
      "dispatched",
      "processing",
      "complete",
      "abort",
      "error",
    ]);
  });

  it.each([
    ["pending", false, true],
    ["dispatched", false, true],
    ["processing", false, true],
    ["complete", true, false],
    ["abort", true, false],
    ["error", true, false],
  ] as const)("%s: final %s, in progress %s", (status, final, inProgress) => {
    expect(isFinal(status)).toBe(final);
    expect(isInProgress(status)).toBe(inProgress);
    expect(aiStatusMessageKey(status)).toBe(`ai:status.${status}`);
  });

  it.each([
    ["complete", true],
    ["done", false],
    [null, false],
  ])("isAiImageStatus(%j) is %s", (value, expected) => {
    expect(isAiImageStatus(value)).toBe(expected);
  });
});

describe("pending AI images on account load", () => {
  it.each([
    [true, "fetch"],
    [false, "clear"],
  ] as const)("an education plan %s → %s", (isEducationPlan, action) => {
    expect(pendingAiImagesAction({ isEducationPlan })).toBe(action);
  });
});

describe("AI constants", () => {
  it("polls every 5 s and names its messages", () => {
    expect(AI_POLL_INTERVAL_MS).toBe(5000);
    expect(AI_COMPLETE_MESSAGE_KEY).toBe("ai:snackbar.complete");
    expect(AI_COMPLETE_LOCATION_MESSAGE_KEY).toBe("ai:snackbar.location");
    expect(AI_POLL_ERROR_MESSAGE_KEY).toBe("ai:errors.generic");
  });
});
