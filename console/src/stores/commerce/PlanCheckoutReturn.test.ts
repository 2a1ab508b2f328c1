// @vitest-environment node

import { observable, runInAction } from "mobx";
import { describe, expect, it } from "vitest";
import type { PlanChangeOutcome } from "./PlanChangeStore";
import { PlanCheckoutReturn } from "./PlanCheckoutReturn";

/*
 * The plan page's return on its own, without a server: the address a visitor's load keeps, the
 * load made again once the buyer is known, and a provider's failure read from the address. A paid
 * return, which reads the payment and the account from the server, is the store's tests'
 * (PlanChangeStore.test.ts, portoneCheckout.test.ts).
 */

/** A return whose calls to the server fail the test; the loads and outcomes it asks for are kept. */
const pageReturn = () => {
  const session = observable({ signedIn: false });
  const loads: string[] = [];
  const shown: PlanChangeOutcome[] = [];
  const unexpected = () => Promise.reject(new Error("no server call expected"));
  const checkoutReturn = new PlanCheckoutReturn({
    api: {
      getAccount: unexpected,
      getPaymentReceipt: unexpected,
      preparePaymentGoods: unexpected,
    },
    langCode: () => "EN",
    assign: () => {},
    signedIn: () => session.signedIn,
    load: async (query) => {
      loads.push(query.toString());
    },
    show: (outcome, account) => {
      expect(account).toBeNull();
      shown.push(outcome);
    },
  });
  const signIn = () => runInAction(() => (session.signedIn = true));
  return { checkoutReturn, session, loads, shown, signIn };
};

describe("PlanCheckoutReturn", () => {
  it("loads a visitor's address again once the buyer is known, once, without the provider's return", () => {
    const { checkoutReturn, loads, signIn } = pageReturn();
    const stop = checkoutReturn.watchSession();
    const method = checkoutReturn.opened(
      new URLSearchParams("plan=pro&method=paypal&paymentId=pay_x&code=FAILED&message=No"),
    );
    expect(method).toBe("paypal");
    expect(loads).toEqual([]);
    signIn();
    expect(loads).toEqual(["plan=pro&method=paypal"]);
    stop();
  });

  it("keeps nothing of a signed-in buyer's address, and names no method the address does not", () => {
    const { checkoutReturn, loads, signIn, session } = pageReturn();
    signIn();
    const stop = checkoutReturn.watchSession();
    expect(checkoutReturn.opened(new URLSearchParams("plan=pro&method=cash"))).toBeNull();
    runInAction(() => (session.signedIn = false));
    signIn();
    expect(loads).toEqual([]);
    stop();
  });

  it("reads a provider's failure from the address, and answers at once an address without one", async () => {
    const { checkoutReturn, shown } = pageReturn();
    expect(checkoutReturn.finish(new URLSearchParams("plan=pro"))).toBeNull();
    expect(shown).toEqual([]);
    const failed = new URLSearchParams("paymentId=pay_x&code=FAILURE_TYPE_PG&message=Cancelled");
    await checkoutReturn.finish(failed);
    expect(shown).toEqual([
      { kind: "settling", merchantUid: "pay_x" },
      { kind: "failed", message: "Cancelled" },
    ]);
  });
});
