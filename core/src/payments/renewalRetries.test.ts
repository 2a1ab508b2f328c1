import { describe, expect, it } from "vitest";
import { renewalRetryAt } from "./renewalRetries";

const at = new Date("2026-05-01T00:00:00Z");

describe("renewalRetryAt", () => {
  it("tries again after one day, then after three, then gives up", () => {
    expect(renewalRetryAt(1, at)?.toISOString()).toBe("2026-05-02T00:00:00.000Z");
    expect(renewalRetryAt(2, at)?.toISOString()).toBe("2026-05-04T00:00:00.000Z");
    expect(renewalRetryAt(3, at)).toBeNull();
  });
});
