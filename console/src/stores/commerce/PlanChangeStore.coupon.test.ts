// @vitest-environment node

import { PAYMENTS_APP_ID } from "@orbis/core/contract";
import { paymentHistoryQuery } from "@orbis/core/payments";
import { subscribeTo } from "@orbis/testkit/accounts";
import { apiOn, registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { describe, expect, it } from "vitest";
import { errorText } from "../../api/errorText";
import { signedInStore } from "../../testing/signedInStore";
import { PlanChangeStore } from "./PlanChangeStore";

/*
 * A held coupon on the plan-change screen, against the real server: offered only for the goods
 * its scope names, sent with the quote and the order, and a refusal said in words.
 */

const WELCOME = "welcome-pro-20";
const CARD = { cardNumber: "4242-4242-4242-4242", expiry: "1230", birth: "900101", pwdDigit: "12" };

/** A plan-change store signed in as `account`; where it sent the browser lands in `assigned`. */
const planChange = async (
  account: TestAccount,
  period: "MONTH" | "YEAR" = "MONTH",
  assigned: string[] = [],
) => {
  const { store, translator } = await signedInStore(account, "/payment");
  return new PlanChangeStore(
    {
      api: store.api,
      language: () => store.ui.language,
      currency: () => store.ui.currency,
      user: () => store.auth.user,
      signIn: () => {},
      assign: (path) => assigned.push(path),
      refusalText: (error) =>
        errorText(translator.i18n.t.bind(translator.i18n), error, { serverWords: true }),
    },
    period,
  );
};

/** A new account holding the welcome coupon, claimed as the popup claims it. */
const holderOfWelcome = async (label: string) => {
  const account = await registerAccount(label);
  await apiOn(account).downloadCoupon({ body: { couponId: WELCOME } });
  return account;
};

describe("PlanChangeStore with a held coupon", () => {
  it("discounts the PRO quote and order by the chosen coupon, which is then used", async () => {
    const buyer = await holderOfWelcome("coupon-pro");
    const store = await planChange(buyer);
    await store.load(new URLSearchParams());
    await store.choose("pro", "/payment");
    expect(store.quote).toMatchObject({ subtotal: 15, discount: 0, amount: 15 });
    expect(store.coupon.choices.map((c) => c.id)).toEqual([WELCOME]);

    await store.setCoupon(WELCOME);
    expect(store.quote).toMatchObject({ subtotal: 15, discount: 3, amount: 12, currency: "USD" });

    await store.payByCard({ ...CARD, buyerEmail: "" });
    expect(store.outcome?.kind).toBe("paid");
    const history = await apiOn(buyer).getPaymentHistory({
      params: { appId: PAYMENTS_APP_ID },
      query: paymentHistoryQuery(),
    });
    expect(history.list[0]).toMatchObject({ amount: 12, currency: "USD" });
    const welcome = (await apiOn(buyer).getDownloadableCoupons({})).find((c) => c.id === WELCOME);
    expect(welcome?.state).toBe("used");
    expect(store.coupon.choices).toEqual([]);
  });

  it("sends the coupon with a PayPal one-off order, priced as the discounted quote", async () => {
    const assigned: string[] = [];
    const store = await planChange(await holderOfWelcome("coupon-paypal"), "MONTH", assigned);
    await store.load(new URLSearchParams());
    await store.setPayMethod("paypal");
    await store.choose("pro", "/payment");
    await store.setCoupon(WELCOME);
    expect(store.quote).toMatchObject({ discount: 3, amount: 12, currency: "USD" });
    // The server prices the order itself: without the coupon it would refuse the 12 shown (120005).
    await store.payByPayPal("/payment?plan=pro");
    expect(store.outcome).toBeNull();
    expect(new URL(assigned[0] ?? "", "http://orbis.test").pathname).toBe("/pay/sandbox/checkout");
  });

  it("offers no coupon for goods outside its scope (the welcome coupon on a hosting tier)", async () => {
    const store = await planChange(await holderOfWelcome("coupon-hosting"));
    await store.load(new URLSearchParams());
    await store.choose("hosting-basic", "/payment");
    expect(store.quote).not.toBeNull();
    expect(store.coupon.choices).toEqual([]);
  });

  it("says in words why the server refused the coupon (120017) and quotes without it", async () => {
    const buyer = await holderOfWelcome("coupon-second-order");
    await subscribeTo(apiOn(buyer), "PLAN-PRO-MONTH", { email: buyer.email });
    const store = await planChange(buyer, "YEAR");
    await store.load(new URLSearchParams());
    await store.choose("pro", "/payment/yearly");
    expect(store.coupon.choices.map((c) => c.id)).toEqual([WELCOME]);
    await store.setCoupon(WELCOME);
    expect(store.coupon.error).toMatch(/first order only/);
    expect(store.coupon.appliedId).toBeNull();
    expect(store.quoteState).toBe("ready");
    expect(store.quote?.discount).toBe(0);
  });
});
