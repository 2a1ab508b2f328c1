import { describe, expect, it } from "vitest";
import {
  REFUND_WINDOW_MS,
  type RefundCase,
  refundRefusal,
  withinRefundWindow,
} from "./refundRules";

const at = new Date("2026-05-01T00:00:00Z");

describe("withinRefundWindow", () => {
  it("allows a refund for seven days after the payment, never for an unpaid one", () => {
    expect(withinRefundWindow(at, new Date(at.getTime() + REFUND_WINDOW_MS))).toBe(true);
    expect(withinRefundWindow(at, new Date(at.getTime() + REFUND_WINDOW_MS + 1))).toBe(false);
    expect(withinRefundWindow(null, at)).toBe(false);
  });
});

describe("refundRefusal", () => {
  const paid: RefundCase = {
    status: "COMPLETE",
    paidAt: at,
    changeKind: "new",
    deliveredLicences: 0,
  };
  const day = new Date(at.getTime() + 86_400_000);

  it("allows a completed payment within the window", () => {
    expect(refundRefusal(paid, day)).toBeNull();
    expect(refundRefusal({ ...paid, changeKind: "renewal" }, day)).toBeNull();
  });

  it("says why it refuses", () => {
    expect(refundRefusal({ ...paid, status: "PENDING" }, day)).toMatch(/completed/);
    expect(refundRefusal(paid, new Date(at.getTime() + REFUND_WINDOW_MS + 1))).toContain(
      "2026-05-01",
    );
    expect(refundRefusal({ ...paid, changeKind: "upgrade" }, day)).toMatch(/upgrade/);
    expect(refundRefusal({ ...paid, deliveredLicences: 1 }, day)).toMatch(/delivered/);
  });
});
