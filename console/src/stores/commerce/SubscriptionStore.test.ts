// @vitest-environment node

import { subscribeTo } from "@orbis/testkit/accounts";
import { apiOn, registerAccount, serverOrigin } from "@orbis/testkit/vitest/sharedServer";
import { describe, expect, it, vi } from "vitest";
import { signedInStore } from "../../testing/signedInStore";
import { testRootStore } from "../../testing/testRootStore";
import { SubscriptionStore } from "./SubscriptionStore";

/* The subscription screen's store against the real server and its sandbox provider. */

const subscribed = async (label: string) => {
  const account = await registerAccount(label);
  await subscribeTo(apiOn(account), "PLAN-PRO-MONTH", { email: account.email });
  const { store } = await signedInStore(account, "/mypage/subscribe");
  const subscription = new SubscriptionStore({ api: store.api, language: () => "en" });
  await subscription.load();
  return subscription;
};

describe("SubscriptionStore", () => {
  it("shows the plan, its next charge and the default method", async () => {
    const subscription = await subscribed("subscription");
    expect(subscription.loadState).toBe("ready");
    expect(subscription.account?.plan?.id).toBe("pro");
    expect(subscription.nextCharge).toMatchObject({
      status: "SCHEDULED",
      currency: "KRW",
      amount: 19_900,
    });
    expect(subscription.defaultMethod?.cardName).toBe("Sandbox Visa");
  });

  it("changes the method: the new one becomes the default", async () => {
    const subscription = await subscribed("subscription-method");
    await subscription.changeMethod({ customerUid: "paypal_subscription_test" });
    expect(subscription.defaultMethod?.payMethod).toBe("paypal");
    expect(subscription.methods).toHaveLength(2);
    const card = subscription.methods.find((m) => m.payMethod === "card");
    await subscription.makeDefault(card?.paymentsMethodsId ?? "");
    expect(subscription.defaultMethod?.payMethod).toBe("card");
  });

  it("cancels the renewal: nothing is scheduled, the plan runs on", async () => {
    const subscription = await subscribed("subscription-cancel");
    await subscription.cancelRenewal();
    expect(subscription.nextCharge).toBeNull();
    await subscription.load();
    expect(subscription.nextCharge).toBeNull();
    expect(subscription.account?.plan?.id).toBe("pro");
  });

  it("settles on its latest load: an older load failing last leaves the screen ready", async () => {
    const account = await registerAccount("subscription-latest");
    // The network holds the first load's account call, then drops it once the retry has answered.
    let drop: (() => void) | undefined;
    const { store } = await testRootStore({
      origin: serverOrigin(),
      network: (call, send) => {
        if (call.path !== "/api/v3/account" || drop !== undefined) return send();
        return new Promise<Response>((_, reject) => {
          drop = () => reject(new TypeError("Failed to fetch"));
        });
      },
    });
    await store.auth.setSession(account);
    const subscription = new SubscriptionStore({ api: store.api, language: () => "en" });
    const first = subscription.load();
    await vi.waitFor(() => expect(drop).toBeDefined());
    expect(subscription.loadState).toBe("loading");
    await subscription.load();
    expect(subscription.loadState).toBe("ready");
    drop?.();
    await first;
    expect(subscription.loadState).toBe("ready");
    expect(subscription.account?.plan?.id).toBe("free");
  });

  it("is refused a second cancellation, with nothing changed", async () => {
    const subscription = await subscribed("subscription-cancel-twice");
    await subscription.cancelRenewal();
    await expect(subscription.cancelRenewal()).rejects.toThrow();
    expect(subscription.busy).toBe(false);
  });
});
