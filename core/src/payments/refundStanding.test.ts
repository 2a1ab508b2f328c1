import { describe, expect, it } from "vitest";
import { type KinPayment, type RefundStandingCase, refundStanding } from "./refundStanding";

const paidAt = new Date("2026-05-01T00:00:00Z");
const now = new Date("2026-05-03T00:00:00Z");
const later = new Date("2026-05-02T00:00:00Z");
const earlier = new Date("2026-04-01T00:00:00Z");

const pro: RefundStandingCase = {
  status: "COMPLETE",
  paidAt,
  changeKind: "new",
  deliveredLicences: 0,
  kin: [],
};

const kin = (over: Partial<KinPayment>): KinPayment => ({
  status: "COMPLETE",
  paymentType: "REGULAR",
  paidAt: later,
  ...over,
});

describe("refundStanding", () => {
  it.each<[string, readonly KinPayment[], number | null]>([
    ["alone", [], null],
    ["after an earlier plan of the kind", [kin({ paidAt: earlier })], null],
    ["after a refunded later one", [kin({ status: "REFUND_COMPLETE" })], null],
    ["with a scheduled charge not taken yet", [kin({ status: "SCHEDULED", paidAt: null })], null],
    ["with a failed renewal waiting", [kin({ status: "RESERVE_FAIL", paidAt: null })], null],
    [
      "with a one-off checkout left open",
      [kin({ status: "PENDING", paymentType: "ONCE", paidAt: null })],
      null,
    ],
    ["replaced by a later upgrade or renewal", [kin({})], 120014],
    ["replaced by a later one-off plan", [kin({ paymentType: "ONCE" })], 120014],
    ["while a renewal is claimed", [kin({ status: "PENDING", paidAt: null })], 120015],
    ["while a renewal is at the provider", [kin({ status: "RESERVE", paidAt: null })], 120015],
    ["while a payment of the kind is delivered", [kin({ status: "PAID" })], 120015],
    ["while another refund of the kind runs", [kin({ status: "REFUND_REQUEST" })], 120015],
    [
      "replaced and with a charge under way (replaced is what lasts)",
      [kin({}), kin({ status: "RESERVE", paidAt: null })],
      120014,
    ],
  ])("a plan payment %s: %s", (_, kinPayments, code) => {
    expect(refundStanding({ ...pro, kin: kinPayments }, now)?.code ?? null).toBe(code);
  });

  it("says what to do instead of refunding a replaced payment", () => {
    expect(refundStanding({ ...pro, kin: [kin({})] }, now)?.message).toMatch(
      /only the latest.*cancel the renewal/,
    );
  });

  it("keeps the refund rules of every payment first (120010)", () => {
    const old = new Date("2026-06-01T00:00:00Z");
    expect(refundStanding({ ...pro, kin: [kin({})] }, old)).toMatchObject({
      code: 120010,
      message: expect.stringContaining("7 days"),
    });
    expect(refundStanding({ ...pro, changeKind: "upgrade" }, now)?.code).toBe(120010);
  });
});
