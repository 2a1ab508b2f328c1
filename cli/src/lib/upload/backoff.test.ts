import { AppError } from "@orbis/core/errors";
import { describe, expect, it } from "vitest";
import { backoffDelay, DEFAULT_BACKOFF, isRetriable } from "./backoff";

describe("backoffDelay", () => {
  const policy = { retries: 6, baseMs: 500, maxMs: 4_000 };
  it.each([
    [1, 0, 250],
    [1, 1, 500],
    [2, 0, 500],
    [2, 1, 1_000],
    [3, 0.5, 1_500],
    [4, 1, 4_000],
    [5, 0, 2_000],
    [9, 1, 4_000],
  ])("retry %i with random %f waits %i ms", (attempt, random, ms) => {
    expect(backoffDelay(attempt, policy, () => random)).toBe(ms);
  });

  it("never retries at once and never waits past the cap", () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      const d = backoffDelay(attempt, DEFAULT_BACKOFF);
      expect(d).toBeGreaterThanOrEqual(DEFAULT_BACKOFF.baseMs / 2);
      expect(d).toBeLessThanOrEqual(DEFAULT_BACKOFF.maxMs);
    }
  });
});

describe("isRetriable", () => {
  it.each([
    [new AppError(90001), true],
    [new AppError(90002), true],
    [new AppError(10429), true],
    [new AppError(10500), true],
    [new AppError(10503), true],
    [new AppError(10400, { status: 502 }), true],
    [new AppError(20004), false],
    [new AppError(10400), false],
    [new AppError(10401), false],
    [new AppError(50002), false],
    [new AppError(90003), false],
    [new Error("boom"), false],
  ])("%s → %s", (error, expected) => {
    expect(isRetriable(error)).toBe(expected);
  });
});
