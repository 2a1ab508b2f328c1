// @vitest-environment node

import { describe, expect, it } from "vitest";
import { retryAfterSeconds } from "./retryAfter";

describe("retryAfterSeconds", () => {
  it.each([
    [{ retryAfterSeconds: 4 }, 4],
    [{ retryAfterSeconds: 2.2 }, 3],
    [{ retryAfterMs: 1_500 }, 2],
    [{ retryAfterMs: 2_000, retryAfterSeconds: 9 }, 2],
    [{ retryAfterSeconds: 0 }, null],
    [{ retryAfterSeconds: "4" }, null],
    [{}, null],
    [null, null],
    ["4", null],
    [undefined, null],
  ])("reads %j as %j", (details, seconds) => {
    expect(retryAfterSeconds(details)).toBe(seconds);
  });
});
