import { describe, expect, it } from "vitest";
import { type PaymentStatus, paymentStatusSchema } from "../contract/enums";
import { isPaymentStatusIn, PAYMENT_STATUS_SETS } from "./paymentStatusSets";
import { isFinalPaymentStatus, nextPaymentStatus, PAYMENT_TRANSITIONS } from "./paymentTransitions";

const STATUSES = paymentStatusSchema.options;

/** Every status some run of events leads to from `start`, `start` included. */
const reachableFrom = (start: PaymentStatus): Set<PaymentStatus> => {
  const seen = new Set<PaymentStatus>([start]);
  const queue = [start];
  for (let at = queue.shift(); at !== undefined; at = queue.shift())
    for (const next of Object.values(PAYMENT_TRANSITIONS[at]))
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
  return seen;
};

const sorted = (statuses: Iterable<PaymentStatus>): PaymentStatus[] => [...statuses].sort();

describe("PAYMENT_STATUS_SETS", () => {
  it("awaits the provider exactly where a provider's payment can still come in", () => {
    const payable = STATUSES.filter((s) => nextPaymentStatus(s, "pay") !== null);
    expect(sorted(PAYMENT_STATUS_SETS.awaitingProvider)).toEqual(sorted(payable));
  });

  it("keeps a checkout open while it awaits the provider or a refused card may try again", () => {
    const retried = STATUSES.filter((s) => {
      const next = nextPaymentStatus(s, "retry");
      return next !== null && isPaymentStatusIn("awaitingProvider", next);
    });
    expect(sorted(PAYMENT_STATUS_SETS.checkoutOpen)).toEqual(
      sorted([...PAYMENT_STATUS_SETS.awaitingProvider, ...retried]),
    );
  });

  it("awaits delivery only where money came in, the item is still to be provided and no delivery failed", () => {
    const toProvide = STATUSES.filter(
      (s) =>
        nextPaymentStatus(s, "provide") !== null &&
        isPaymentStatusIn("moneyReceived", s) &&
        nextPaymentStatus(s, "provideFail") !== null,
    );
    expect(sorted(PAYMENT_STATUS_SETS.awaitingDelivery)).toEqual(sorted(toProvide));
  });

  it("counts the money received from PAID onwards, whatever happens next", () => {
    expect(sorted(PAYMENT_STATUS_SETS.moneyReceived)).toEqual(sorted(reachableFrom("PAID")));
  });

  it("holds a delivered payment until the money went back", () => {
    const delivered = reachableFrom("COMPLETE");
    const held = STATUSES.filter((s) => delivered.has(s) && !isFinalPaymentStatus(s));
    expect(sorted(PAYMENT_STATUS_SETS.held)).toEqual(sorted(held));
    expect(PAYMENT_STATUS_SETS.held).not.toContain("PROVIDE_ITEM_FAIL");
  });
});

describe("isPaymentStatusIn", () => {
  it("answers by the set's statuses", () => {
    expect(isPaymentStatusIn("held", "COMPLETE")).toBe(true);
    expect(isPaymentStatusIn("held", "PAID")).toBe(false);
    expect(isPaymentStatusIn("checkoutOpen", "RESERVE_FAIL")).toBe(true);
    expect(isPaymentStatusIn("awaitingProvider", "RESERVE_FAIL")).toBe(false);
  });

  it("puts a status the contract does not know in no set", () => {
    for (const set of Object.keys(PAYMENT_STATUS_SETS) as (keyof typeof PAYMENT_STATUS_SETS)[])
      expect(isPaymentStatusIn(set, "CANCELLED")).toBe(false);
  });
});
