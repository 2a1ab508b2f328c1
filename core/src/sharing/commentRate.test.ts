import { describe, expect, it } from "vitest";
import { COMMENT_RATE_WINDOW_MS, COMMENTS_PER_WINDOW, commentWaitMs } from "./commentRate";

describe("comment rate", () => {
  it("lets an account post until the window is full", () => {
    const posted = Array.from({ length: COMMENTS_PER_WINDOW - 1 }, (_, i) => 1_000 * i);
    expect(commentWaitMs(posted, 10_000)).toBe(0);
  });

  it("says how long until the oldest post in the window leaves it", () => {
    const posted = Array.from({ length: COMMENTS_PER_WINDOW }, (_, i) => 1_000 * i);
    expect(commentWaitMs(posted, 10_000)).toBe(COMMENT_RATE_WINDOW_MS - 10_000);
    expect(commentWaitMs(posted, COMMENT_RATE_WINDOW_MS)).toBe(0);
  });

  it("ignores posts that left the window, in any order", () => {
    const posted = [70_000, 0, 69_000, 68_000, 1_000, 67_000, 66_000];
    expect(commentWaitMs(posted, 70_500)).toBe(0);
    expect(commentWaitMs([...posted, 70_100], 70_500)).toBe(
      66_000 + COMMENT_RATE_WINDOW_MS - 70_500,
    );
  });
});
