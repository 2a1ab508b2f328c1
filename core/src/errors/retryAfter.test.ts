import { describe, expect, it } from "vitest";
import { retryAfterDetails, retryAfterSecondsOf } from "./retryAfter";

describe("wait refusals' details", () => {
  it.each([
    [1, 1],
    [999, 1],
    [1_000, 1],
    [1_001, 2],
    [60_000, 60],
    [0, 1],
  ])("a wait of %i ms is said as %i s", (waitMs, seconds) => {
    expect(retryAfterDetails(waitMs)).toEqual({ retryAfterSeconds: seconds });
    expect(retryAfterSecondsOf(retryAfterDetails(waitMs))).toBe(seconds);
  });

  it.each([
    [{ retryAfterSeconds: 2.2 }, 3],
    [{ retryAfterSeconds: 0 }, null],
    [{ retryAfterSeconds: "4" }, null],
    [{}, null],
    [null, null],
    ["4", null],
    [undefined, null],
  ])("reads %j as %j", (details, seconds) => {
    expect(retryAfterSecondsOf(details)).toBe(seconds);
  });
});
