// @vitest-environment node

import { subscribeTo } from "@orbis/testkit/accounts";
import {
  apiOn,
  registerAccount,
  serverOrigin,
  type TestAccount,
} from "@orbis/testkit/vitest/sharedServer";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { errorText } from "../../api/errorText";
import { signedInStorage } from "../../testing/signedInStorage";
import { signedInStore } from "../../testing/signedInStore";
import { testRootStore } from "../../testing/testRootStore";
import { PlanChangeStore } from "./PlanChangeStore";

/*
 * The plan-change store against the real server and its sandbox provider: the offers, the quote
 * the server computes (a new plan, an upgrade's proration, a downgrade's start), a card payment,
 * a declined card, and PayPal's trip to the approval page.
 */

const SUCCEEDS = {
  cardNumber: "4242-4242-4242-4242",
  expiry: "1230",
  birth: "900101",
  pwdDigit: "12",
};
const DECLINED = { ...SUCCEEDS, cardNumber: "4000-0000-0000-0002" };

/** A plan-change store signed in as `account`, with where it sent the browser kept. */
const planChange = async (account: TestAccount, period: "MONTH" | "YEAR" = "MONTH") => {
  const { store, translator } = await signedInStore(account, "/payment");
  const assigned: string[] = [];
  const signIns: string[] = [];
  const planStore = new PlanChangeStore(
    {
      api: store.api,
      language: () => store.ui.language,
      currency: () => store.ui.currency,
      user: () => store.auth.user,
      signIn: (path) => signIns.push(path),
      assign: (path) => assigned.push(path),
      refusalText: (error) =>
        errorText(translator.i18n.t.bind(translator.i18n), error, { serverWords: true }),
      sleep: () => new Promise((resolve) => setTimeout(resolve, 100)),
    },
    period,
  );
  return { planStore, root: store, assigned, signIns };
};

let fresh: TestAccount;
let pro: TestAccount;
beforeAll(async () => {
  fresh = await registerAccount("plan-change");
  pro = await registerAccount("plan-change-pro");
  await subscribeTo(apiOn(pro), "PLAN-PRO-MONTH", { email: pro.email });
});

describe("PlanChangeStore", () => {
  it("loads again as the buyer once a session still being checked is set up", async () => {
    // The tokens are held, the check of the user has not answered yet: the page loads as a
    // visitor's, and must not stay one.
    const { store } = await testRootStore({
      origin: serverOrigin(),
      storage: await signedInStorage(fresh),
    });
    const planStore = new PlanChangeStore(
      {
        api: store.api,
        language: () => store.ui.language,
        currency: () => store.ui.currency,
        user: () => store.auth.user,
        signIn: () => {},
        assign: () => {},
        refusalText: () => "",
      },
      "MONTH",
    );
    const stopWatching = planStore.watchSession();
    await planStore.load(new URLSearchParams("plan=pro"));
    expect([planStore.loadState, planStore.account, planStore.quote]).toEqual([
      "ready",
      null,
      null,
    ]);
    expect(await store.auth.guard("/payment?plan=pro", false)).toEqual({ kind: "continue" });
    await vi.waitFor(() => expect(planStore.quote).toMatchObject({ changeKind: "new" }));
    expect(planStore.currentPlanId).toBe("free");
    expect(planStore.selectedPlanId).toBe("pro");
    stopWatching();
  });

  it("offers the plans for sale in the buyer's currency and quotes the one the address names", async () => {
    const { planStore } = await planChange(fresh);
    await planStore.load(new URLSearchParams("plan=pro"));
    expect(planStore.loadState).toBe("ready");
    expect(planStore.currentPlanId).toBe("free");
    expect(planStore.offers.map((o) => o.planId)).toContain("business");
    expect(planStore.offers.every((o) => o.goodsCode.endsWith("-MONTH"))).toBe(true);
    // The test root store's buyer chose dollars.
    expect(planStore.currency).toBe("USD");
    expect(planStore.selectedPlanId).toBe("pro");
    expect(planStore.quote).toMatchObject({ changeKind: "new", amount: 15, currency: "USD" });
    expect(planStore.terms.length).toBeGreaterThan(0);
  });

  it("quotes an upgrade as the server prorates it, and offers the yearly plans on /payment/yearly", async () => {
    const { planStore, root } = await planChange(pro);
    // The plan was bought in won, which its changes are priced in.
    root.ui.setCurrency("KRW");
    await planStore.load(new URLSearchParams());
    expect(planStore.currentPlanId).toBe("pro");
    await planStore.choose("business", "/payment");
    expect(planStore.quote?.changeKind).toBe("upgrade");
    // The rest of a period just begun: more than nothing, at most the full difference.
    expect(planStore.quote?.amount).toBeGreaterThan(0);
    expect(planStore.quote?.amount).toBeLessThanOrEqual(99_000 - 19_900);

    const yearly = (await planChange(pro, "YEAR")).planStore;
    await yearly.load(new URLSearchParams());
    expect(yearly.offers.every((o) => o.goodsCode.endsWith("-YEAR"))).toBe(true);
  });

  it("switches PayPal to dollars and sends the buyer to the provider's approval page", async () => {
    const { planStore, root, assigned } = await planChange(fresh, "YEAR");
    root.ui.setCurrency("KRW");
    await planStore.load(new URLSearchParams("plan=pro"));
    expect(planStore.quote?.currency).toBe("KRW");
    await planStore.setPayMethod("paypal");
    expect(planStore.currency).toBe("USD");
    expect(planStore.quote?.currency).toBe("USD");
    await planStore.payByPayPal("/payment/yearly");
    expect(assigned).toHaveLength(1);
    const page = new URL(assigned[0] ?? "", "http://orbis.test");
    expect(page.pathname).toBe("/pay/sandbox/checkout");
    expect(page.searchParams.get("returnUrl")).toBe("/payment/yearly?plan=pro&method=paypal");
  });

  it("says why a declined card was refused, to the card modal only, and leaves the plan as it was", async () => {
    const account = await registerAccount("plan-change-declined");
    const { planStore } = await planChange(account);
    await planStore.load(new URLSearchParams("plan=pro"));
    await expect(planStore.payByCard(DECLINED)).rejects.toThrow(/declined/i);
    // The modal says it; the page does not say it again.
    expect(planStore.outcome).toBeNull();
    const again = await planChange(account);
    await again.planStore.load(new URLSearchParams());
    expect(again.planStore.currentPlanId).toBe("free");
  });

  it("pays by card: the plan changes at once and the payment is the account's", async () => {
    const account = await registerAccount("plan-change-card");
    const { planStore } = await planChange(account);
    await planStore.load(new URLSearchParams("plan=pro"));
    await planStore.payByCard({ ...SUCCEEDS, buyerEmail: "" });
    expect(planStore.outcome).toMatchObject({ kind: "paid", goods: planStore.account?.plan?.name });
    expect(planStore.currentPlanId).toBe("pro");
    expect(planStore.account?.payMethodInfo?.cardName).toBe("Sandbox Visa");
  });

  it("preselects the plan that lifts the refusal an Upgrade action names", async () => {
    const { planStore } = await planChange(fresh);
    await planStore.load(new URLSearchParams("for=70001"));
    expect(planStore.selectedPlanId).toBe("pro");
    expect(planStore.quote?.changeKind).toBe("new");
  });

  it("offers the hosting tiers too, and preselects one for a hosting refusal (80001)", async () => {
    const { planStore } = await planChange(fresh);
    await planStore.load(new URLSearchParams("for=80001"));
    expect(planStore.hostingOffers.map((o) => o.planId)).toEqual([
      "hosting-basic",
      "hosting-standard",
    ]);
    expect(planStore.selectedPlanId).toBe("hosting-basic");
    expect(planStore.quote).toMatchObject({ changeKind: "item", currency: "USD", amount: 8 });
  });

  it("reads the provider's return: a failure in its words", async () => {
    const { planStore } = await planChange(fresh);
    await planStore.load(
      new URLSearchParams("paymentId=pay_x&code=FAILURE_TYPE_PG&message=Cancelled"),
    );
    expect(planStore.outcome).toEqual({ kind: "failed", message: "Cancelled" });
  });
});
