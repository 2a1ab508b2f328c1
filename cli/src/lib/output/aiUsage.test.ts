import { describe, expect, it } from "vitest";
import { aiUsageLine, SKETCH_NOTICE } from "./aiUsage";

describe("aiUsageLine", () => {
  it("says what is used, what is left and when credits renew", () => {
    expect(
      aiUsageLine({
        used: 12,
        limit: 30,
        periodEnd: "2026-12-01T00:00:00.000Z",
        generator: "model",
      }),
    ).toBe("12 of 30 AI panoramas used this month, 18 left; credits renew 2026-12-01 00:00Z");
  });

  it("never shows a negative number left, and says when there is no limit", () => {
    expect(aiUsageLine({ used: 31, limit: 30, periodEnd: null, generator: "model" })).toBe(
      "31 of 30 AI panoramas used this month, 0 left",
    );
    expect(aiUsageLine({ used: 4, limit: null, periodEnd: null, generator: "model" })).toBe(
      "4 AI panoramas this month (no limit)",
    );
  });

  it("says plainly when the images are sketches, not a model's", () => {
    expect(aiUsageLine({ used: 1, limit: 30, periodEnd: null, generator: "sketch" })).toBe(
      `1 of 30 AI panoramas used this month, 29 left\n${SKETCH_NOTICE}`,
    );
  });
});
