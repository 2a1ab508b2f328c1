import { describe, expect, it } from "vitest";
import { type PaymentStatus, paymentStatusSchema } from "../contract/enums";
import {
  canMovePayment,
  isFinalPaymentStatus,
  nextPaymentStatus,
  PAYMENT_TRANSITIONS,
  type PaymentEvent,
} from "./paymentTransitions";

const STATUSES = paymentStatusSchema.options;
const EVENTS: readonly PaymentEvent[] = [
  "reserve",
  "reserveFail",
  "pay",
  "provide",
  "provideFail",
  "due",
  "retry",
  "requestRefund",
  "refund",
  "refundFail",
];

/** Every allowed move, written out once more by hand: the table must say exactly this. */
const ALLOWED: readonly (readonly [PaymentStatus, PaymentEvent, PaymentStatus])[] = [
  ["SCHEDULED", "due", "PENDING"],
  ["PENDING", "reserve", "RESERVE"],
  ["PENDING", "reserveFail", "RESERVE_FAIL"],
  ["PENDING", "pay", "PAID"],
  ["RESERVE", "pay", "PAID"],
  ["RESERVE", "reserveFail", "RESERVE_FAIL"],
  ["RESERVE_FAIL", "retry", "PENDING"],
  ["PAID", "provide", "COMPLETE"],
  ["PAID", "provideFail", "PROVIDE_ITEM_FAIL"],
  ["PROVIDE_ITEM_FAIL", "provide", "COMPLETE"],
  ["PROVIDE_ITEM_FAIL", "requestRefund", "REFUND_REQUEST"],
  ["COMPLETE", "requestRefund", "REFUND_REQUEST"],
  ["REFUND_REQUEST", "refund", "REFUND_COMPLETE"],
  ["REFUND_REQUEST", "refundFail", "COMPLETE"],
];

describe("the payment transition table", () => {
  it("has a row for every status of the contract", () => {
    expect(Object.keys(PAYMENT_TRANSITIONS).sort()).toEqual([...STATUSES].sort());
  });

  it("allows exactly the listed moves: every other status and event pair goes nowhere", () => {
    for (const from of STATUSES)
      for (const event of EVENTS) {
        const listed = ALLOWED.find(([f, e]) => f === from && e === event);
        expect(nextPaymentStatus(from, event), `${from} --${event}->`).toBe(listed?.[2] ?? null);
      }
  });

  it("says which status pairs are connected, and nothing else", () => {
    for (const from of STATUSES)
      for (const to of STATUSES)
        expect(canMovePayment(from, to), `${from} → ${to}`).toBe(
          ALLOWED.some(([f, , t]) => f === from && t === to),
        );
  });

  it("never delivers an item without the money: only PAID and a failed delivery lead to COMPLETE", () => {
    const intoComplete = STATUSES.filter(
      (from) => nextPaymentStatus(from, "provide") === "COMPLETE",
    );
    expect(intoComplete.sort()).toEqual(["PAID", "PROVIDE_ITEM_FAIL"]);
  });

  it("ends a payment only with its refund", () => {
    expect(STATUSES.filter(isFinalPaymentStatus)).toEqual(["REFUND_COMPLETE"]);
  });

  it("reaches every status from a new or a scheduled payment", () => {
    const seen = new Set<PaymentStatus>(["PENDING", "SCHEDULED"]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const from of [...seen])
        for (const to of Object.values(PAYMENT_TRANSITIONS[from]))
          if (to !== undefined && !seen.has(to)) {
            seen.add(to);
            grew = true;
          }
    }
    expect([...seen].sort()).toEqual([...STATUSES].sort());
  });
});
