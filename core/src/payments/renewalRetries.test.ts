import { describe, expect, it } from "vitest";
import { REFUND_WINDOW_MS, renewalRetryAt, withinRefundWindow } from "./renewalRetries";

const at = new Date("2026-05-01T00:00:00Z");

describe("renewalRetryAt", () => {
  it("tries again after one day, then after three, then gives up", () => {
    expect(renewalRetryAt(1, at)?.toISOString()).toBe("2026-05-02T00:00:00.000Z");
    expect(renewalRetryAt(2, at)?.toISOString()).toBe("2026-05-04T00:00:00.000Z");
    expect(renewalRetryAt(3, at)).toBeNull();
  });
});

describe("withinRefundWindow", () => {
  it("allows a refund for seven days after the payment, never for an unpaid one", () => {
    expect(withinRefundWindow(at, new Date(at.getTime() + REFUND_WINDOW_MS))).toBe(true);
    expect(withinRefundWindow(at, new Date(at.getTime() + REFUND_WINDOW_MS + 1))).toBe(false);
    expect(withinRefundWindow(null, at)).toBe(false);
  });
});
