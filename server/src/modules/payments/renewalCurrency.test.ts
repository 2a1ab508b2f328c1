import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser } from "../../testing/users";
import {
  advanceTo,
  freshApi,
  registerCard,
  rowOf,
  subscribe,
  theScheduled,
  tick,
} from "./testing/billingTestKit";
import { CARDS, startPaymentsApp } from "./testing/paymentsTestKit";

describe.each(testEngines)("the currency of a renewal on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startPaymentsApp(engine);
  });
  afterAll(() => t.close());

  it("charges a KRW plan whose method became PayPal in USD, at the USD price", async () => {
    const user = await createTestUser(t);
    await registerCard(t, user, CARDS.good);
    expect(await subscribe(t, user, "PLAN-PRO-MONTH")).toMatchObject({
      amount: 19_900,
      currency: "KRW",
    });
    const renewal = await theScheduled(t, user);
    await (await freshApi(t, user)).createPayMethod({
      body: { customerUid: "cus_sandbox_renewal" },
    });
    advanceTo(t, renewal.scheduled_at);
    await tick(t);
    const charged = await rowOf(t, user, renewal.merchant_uid);
    expect(charged).toMatchObject({ status: "COMPLETE", currency: "USD", pay_method: "paypal" });
    expect(Number(charged.amount_minor)).toBe(1_500);
    const next = await theScheduled(t, user);
    expect(next.currency).toBe("USD");
  });
});
