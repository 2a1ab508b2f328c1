import { RENEWAL_RETRY_DELAYS_MS } from "@orbis/core/payments";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, type TestUser } from "../../testing/users";
import { chargeDue } from "./billing";
import type { PaymentProvider } from "./providers/paymentProvider";
import {
  advanceTo,
  anotherSandbox,
  DAY_MS,
  declineEveryCharge,
  freshApi,
  planOf,
  registerCard,
  rowOf,
  subscribe,
  theScheduled,
  tick,
} from "./testing/billingTestKit";
import { CARDS, startPaymentsApp } from "./testing/paymentsTestKit";

describe.each(testEngines)("failed renewals on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startPaymentsApp(engine);
  });
  afterAll(() => t.close());

  /** A PRO subscriber whose renewal is due now; answers the renewal. */
  const dueSubscriber = async (user: TestUser) => {
    await registerCard(t, user, CARDS.good);
    await subscribe(t, user, "PLAN-PRO-MONTH");
    const renewal = await theScheduled(t, user);
    advanceTo(t, renewal.scheduled_at);
    return renewal;
  };

  it("keeps the plan after a renewal fails, retries a day later on the card the buyer put in its place, and completes", async () => {
    const user = await createTestUser(t);
    await registerCard(t, user, CARDS.good);
    await subscribe(t, user, "PLAN-PRO-MONTH");
    const renewal = await theScheduled(t, user);
    // Updating the method is registering a new one, which becomes the default (docs/product/states.md): the
    // renewal is charged to it, and this card fails its first charge.
    await registerCard(t, user, CARDS.failOnce);
    advanceTo(t, renewal.scheduled_at);

    await tick(t);
    const failed = await rowOf(t, user, renewal.merchant_uid);
    expect(failed).toMatchObject({
      status: "RESERVE_FAIL",
      attempts: 1,
      failure: "Insufficient funds; try again later",
    });
    const failedAt = new Date(failed.updated_at).getTime();
    expect(new Date(failed.next_attempt_at ?? 0).getTime()).toBe(failedAt + DAY_MS);
    const kept = await planOf(t, user);
    expect(kept?.type).toBe("PRO");
    expect(kept?.expiresAt).toBe(new Date(failedAt + DAY_MS).toISOString());
    // The retry is the charge still to come, as the buyer reads it.
    const api = await freshApi(t, user);
    expect((await api.getScheduledPayments({ params: { appId: "orbis" } })).list).toEqual([
      expect.objectContaining({
        merchantUid: renewal.merchant_uid,
        status: "RESERVE_FAIL",
        scheduledAt: new Date(failedAt + DAY_MS).toISOString(),
      }),
    ]);
    expect(
      (await api.getAccount({ headers: { "accept-language": "en" } })).payment?.nextPaymentAt,
    ).toBe(new Date(failedAt + DAY_MS).toISOString());

    // Not yet: an hour before the retry nothing is charged.
    advanceTo(t, failed.next_attempt_at, -3_600_000);
    await tick(t);
    expect(await rowOf(t, user, renewal.merchant_uid)).toMatchObject({
      status: "RESERVE_FAIL",
      attempts: 1,
    });

    advanceTo(t, failed.next_attempt_at);
    await tick(t);
    const completed = await rowOf(t, user, renewal.merchant_uid);
    expect(completed).toMatchObject({
      status: "COMPLETE",
      attempts: 2,
      failure: null,
      next_attempt_at: null,
      card_name: "Sandbox Visa",
    });
    const plan = await planOf(t, user);
    expect(plan?.type).toBe("PRO");
    expect(plan?.expiresAt).toBe(new Date(completed.period_end ?? 0).toISOString());
    expect(new Date((await theScheduled(t, user)).scheduled_at ?? 0)).toEqual(
      new Date(completed.period_end ?? 0),
    );
  });

  it("retries a card that always declines after 1 and 3 days, then leaves the account on FREE with its projects", async () => {
    const user = await createTestUser(t);
    await (await freshApi(t, user)).createProject({ body: { name: "Kept", kind: "contents" } });
    const renewal = await dueSubscriber(user);
    await declineEveryCharge(t, user);

    for (const [attempt, delay] of RENEWAL_RETRY_DELAYS_MS.entries()) {
      await tick(t);
      const failed = await rowOf(t, user, renewal.merchant_uid);
      expect(failed).toMatchObject({
        status: "RESERVE_FAIL",
        attempts: attempt + 1,
        failure: "The card was declined by its issuer",
      });
      const retryAt = new Date(new Date(failed.updated_at).getTime() + delay);
      expect(new Date(failed.next_attempt_at ?? 0)).toEqual(retryAt);
      expect((await planOf(t, user))?.type).toBe("PRO");
      // Not before its time.
      advanceTo(t, retryAt, -60_000);
      await tick(t);
      expect((await rowOf(t, user, renewal.merchant_uid)).attempts).toBe(attempt + 1);
      advanceTo(t, retryAt);
    }
    await tick(t);
    expect(await rowOf(t, user, renewal.merchant_uid)).toMatchObject({
      status: "RESERVE_FAIL",
      attempts: 3,
      next_attempt_at: null,
    });
    // Lapsed after its last try, the plan leaves the account on FREE from then on.
    const free = await planOf(t, user);
    expect(free).toMatchObject({ type: "FREE", expiresAt: null });
    // From the last try on: the period ended days before.
    expect(new Date(free?.startedAt ?? 0).getTime()).toBeGreaterThan(
      new Date(renewal.period_start ?? 0).getTime() + 4 * DAY_MS - 60_000,
    );
    const api = await freshApi(t, user);
    expect((await api.listProjects({ query: {} })).map((p) => p.name)).toEqual(["Kept"]);
    expect((await api.getScheduledPayments({ params: { appId: "orbis" } })).list).toEqual([]);
    // Nothing is left to try.
    t.advance(30 * DAY_MS);
    await tick(t);
    expect((await rowOf(t, user, renewal.merchant_uid)).attempts).toBe(3);
    expect((await planOf(t, user))?.type).toBe("FREE");
  });

  it("stops retrying a failed renewal once the buyer subscribes to a plan again: the new plan is neither replaced nor charged twice", async () => {
    const user = await createTestUser(t);
    const renewal = await dueSubscriber(user);
    await declineEveryCharge(t, user);
    await tick(t);
    const failed = await rowOf(t, user, renewal.merchant_uid);
    expect(failed.status).toBe("RESERVE_FAIL");

    // While the retry waits, the buyer puts in a good card and subscribes to BUSINESS.
    await registerCard(t, user, CARDS.good);
    await subscribe(t, user, "PLAN-BUSINESS-MONTH");
    expect((await planOf(t, user))?.type).toBe("BUSINESS");
    expect((await rowOf(t, user, renewal.merchant_uid)).next_attempt_at).toBeNull();

    advanceTo(t, failed.next_attempt_at);
    await tick(t);
    expect(await rowOf(t, user, renewal.merchant_uid)).toMatchObject({
      status: "RESERVE_FAIL",
      attempts: 1,
    });
    expect((await planOf(t, user))?.type).toBe("BUSINESS");
    expect((await theScheduled(t, user)).order_name).toBe("Business (monthly)");
  });

  it("still schedules the retry when the provider's notice of the failure arrived before its answer", async () => {
    const user = await createTestUser(t);
    const renewal = await dueSubscriber(user);
    await declineEveryCharge(t, user);
    // A provider that posts its webhook before it answers the charge, as a real one may.
    const sandbox = anotherSandbox(t);
    const noticeFirst: PaymentProvider = {
      ...sandbox,
      chargeBillingKey: async (charge) => {
        try {
          return await sandbox.chargeBillingKey(charge);
        } catch (error) {
          const report = await sandbox.findPayment(charge.merchantUid);
          if (report !== null) {
            const notice = sandbox.notice(report);
            await t.app.inject({
              method: "POST",
              url: "/pay/payments/notice",
              headers: notice.headers,
              payload: notice.body,
            });
          }
          throw error;
        }
      },
    };
    const now = t.deps.clock();
    await chargeDue(t.deps.db.kysely, noticeFirst, now);

    const failed = await rowOf(t, user, renewal.merchant_uid);
    expect(failed).toMatchObject({ status: "RESERVE_FAIL", attempts: 1 });
    expect(new Date(failed.next_attempt_at ?? 0).getTime()).toBe(now.getTime() + DAY_MS);
    expect((await planOf(t, user))?.type).toBe("PRO");
  });
});
