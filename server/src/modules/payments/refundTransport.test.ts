import { isAppError } from "@orbis/core/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, type TestUser } from "../../testing/users";
import { finishUnansweredRefunds, INTERRUPTED_AFTER_MS } from "./interrupted";
import type { PaymentProvider } from "./providers/paymentProvider";
import { requestRefund } from "./refunds";
import {
  anotherSandbox,
  freshApi,
  KO,
  paymentsOf,
  planOf,
  registerCard,
  rowOf,
  sandboxRowsOf,
  subscribe,
} from "./testing/billingTestKit";
import { CARDS, startPaymentsApp } from "./testing/paymentsTestKit";

/**
 * The sandbox behind a broken network: every call fails the way `fetch` does when no answer
 * comes back. With `arrives`, a refund reaches the provider (the money goes back) and only its
 * answer is lost.
 */
const overBrokenNetwork = (
  provider: PaymentProvider,
  { arrives, canAsk }: { arrives: boolean; canAsk: boolean },
): PaymentProvider => ({
  ...provider,
  cancelPayment: async (merchantUid, reason) => {
    if (arrives) await provider.cancelPayment(merchantUid, reason);
    throw new TypeError("fetch failed");
  },
  findPayment: async (merchantUid) => {
    if (!canAsk) throw new TypeError("fetch failed");
    return provider.findPayment(merchantUid);
  },
});

describe.each(testEngines)("refunds the provider does not answer, on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startPaymentsApp(engine);
  });
  afterAll(() => t.close());

  /** A PRO subscriber; answers the subscription's payment. */
  const subscriber = async (user: TestUser) => {
    await registerCard(t, user, CARDS.good);
    await subscribe(t, user, "PLAN-PRO-MONTH");
    const first = (await paymentsOf(t, user)).find((p) => p.change_kind === "new");
    if (first?.status !== "COMPLETE") throw new Error("the subscription did not complete");
    return first;
  };

  /** The refund over a broken network; answers the catalogue code it was refused with. */
  const refusedRefund = async (provider: PaymentProvider, user: TestUser, merchantUid: string) => {
    const row = await rowOf(t, user, merchantUid);
    const refused = await requestRefund(t.deps.db.kysely, provider, row, t.deps.clock()).then(
      () => null,
      (error: unknown) => error,
    );
    if (!isAppError(refused)) throw new Error(`expected a refusal, got ${String(refused)}`);
    return refused;
  };

  /** The scheduler's look at unanswered refunds, once they have waited long enough. */
  const schedulerLooks = async (provider: PaymentProvider = anotherSandbox(t)) => {
    t.advance(INTERRUPTED_AFTER_MS + 60_000);
    await finishUnansweredRefunds(t.deps.db.kysely, provider, t.deps.clock());
  };

  it("completes a refund whose answer was lost by asking the provider at once", async () => {
    const user = await createTestUser(t);
    const paid = await subscriber(user);
    const broken = overBrokenNetwork(anotherSandbox(t), { arrives: true, canAsk: true });
    const refunded = await requestRefund(
      t.deps.db.kysely,
      broken,
      await rowOf(t, user, paid.merchant_uid),
      t.deps.clock(),
    );
    expect(refunded.status).toBe("REFUND_COMPLETE");
    expect((await planOf(t, user))?.type).toBe("FREE");
  });

  it("tells the buyer to try later (120018) when the provider cannot be reached, and the scheduler puts the payment back to COMPLETE when the money never left", async () => {
    const user = await createTestUser(t);
    const paid = await subscriber(user);
    const unreachable = overBrokenNetwork(anotherSandbox(t), { arrives: false, canAsk: false });
    const refused = await refusedRefund(unreachable, user, paid.merchant_uid);
    expect(refused).toMatchObject({ code: 120018, status: 502 });
    expect(refused.entry.family).toBe("transport");
    expect((await rowOf(t, user, paid.merchant_uid)).status).toBe("REFUND_REQUEST");

    // Still unreachable: the payment waits for the next look, and nothing else is touched.
    await expect(schedulerLooks(unreachable)).rejects.toThrow(/could not be looked into/);
    expect((await rowOf(t, user, paid.merchant_uid)).status).toBe("REFUND_REQUEST");

    await schedulerLooks();
    const back = await rowOf(t, user, paid.merchant_uid);
    expect(back).toMatchObject({ status: "COMPLETE", refunded_at: null });
    expect(back.failure).toMatch(/did not answer/);
    expect((await sandboxRowsOf(t, paid.merchant_uid)).map((r) => r.status)).toEqual(["PAID"]);
    expect((await planOf(t, user))?.type).toBe("PRO");
    // The buyer may ask again, and this time the provider answers.
    const again = await (await freshApi(t, user)).requestRefund({
      params: { merchantUid: paid.merchant_uid },
      headers: KO,
    });
    expect(again.status).toBe("REFUND_COMPLETE");
  });

  it("lets the scheduler complete a refund the provider made while it could not be asked", async () => {
    const user = await createTestUser(t);
    const paid = await subscriber(user);
    const lost = overBrokenNetwork(anotherSandbox(t), { arrives: true, canAsk: false });
    expect((await refusedRefund(lost, user, paid.merchant_uid)).code).toBe(120018);
    expect((await rowOf(t, user, paid.merchant_uid)).status).toBe("REFUND_REQUEST");

    await schedulerLooks();
    expect((await rowOf(t, user, paid.merchant_uid)).status).toBe("REFUND_COMPLETE");
    expect((await planOf(t, user))?.type).toBe("FREE");
    expect(
      (await (await freshApi(t, user)).getScheduledPayments({ params: { appId: "orbis" } })).list,
    ).toEqual([]);
  });
});
