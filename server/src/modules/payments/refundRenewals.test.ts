import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refusalCode } from "../../testing/refusal";
import type { TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, type TestUser } from "../../testing/users";
import { paymentRepository } from "./paymentRepository";
import {
  advanceTo,
  freshApi,
  KO,
  paymentsOf,
  planOf,
  registerCard,
  rowOf,
  subscribe,
  theScheduled,
  tick,
} from "./testing/billingTestKit";
import { CARDS, startPaymentsApp } from "./testing/paymentsTestKit";
import { paymentsTestRepository } from "./testing/paymentsTestRepository";

/*
 * A refund against the plan's renewal. A renewal falls inside the 7-day refund window only for a
 * plan of a few days, so the price list gets one, as an operator could add it.
 */
const SHORT_PRO = "PLAN-PRO-3DAY";

describe.each(testEngines)("refunds and renewals on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startPaymentsApp(engine);
    await paymentsTestRepository(t.deps.db.kysely).addGoods({
      code: SHORT_PRO,
      kind: "PLAN-PRICING",
      name: "Pro (3 days)",
      plan_id: "pro",
      period_unit: "DAY",
      period_count: 3,
      prices: JSON.stringify({ KRW: 2_000, USD: 200 }),
      storage_bytes: null,
      licence_count: null,
    });
  });
  afterAll(() => t.close());

  /** A subscriber of the short PRO plan since now; answers its first payment and its renewal. */
  const subscriber = async (user: TestUser) => {
    await registerCard(t, user, CARDS.good);
    await subscribe(t, user, SHORT_PRO);
    const first = (await paymentsOf(t, user)).find((p) => p.change_kind === "new");
    if (first?.status !== "COMPLETE") throw new Error("the subscription did not complete");
    return { first, renewal: await theScheduled(t, user) };
  };

  const refund = async (user: TestUser, merchantUid: string) =>
    (await freshApi(t, user)).requestRefund({ params: { merchantUid }, headers: KO });

  const refundable = async (user: TestUser, merchantUid: string): Promise<boolean> =>
    (await (await freshApi(t, user)).getPaymentReceipt({ params: { merchantUid }, headers: KO }))
      .refundable;

  it("refunds the payment whose renewal is due but not charged yet: FREE, and the renewal is never charged", async () => {
    const user = await createTestUser(t);
    const { first, renewal } = await subscriber(user);
    advanceTo(t, renewal.scheduled_at);

    expect(await refundable(user, first.merchant_uid)).toBe(true);
    expect((await refund(user, first.merchant_uid)).status).toBe("REFUND_COMPLETE");
    expect((await planOf(t, user))?.type).toBe("FREE");
    await tick(t);
    expect((await paymentsOf(t, user)).map((p) => p.status)).toEqual(["REFUND_COMPLETE"]);
  });

  it("refuses the payment a charged renewal replaced (120014); the renewal itself is refunded with the next one", async () => {
    const user = await createTestUser(t);
    const { first, renewal } = await subscriber(user);
    advanceTo(t, renewal.scheduled_at);
    await tick(t);
    expect((await rowOf(t, user, renewal.merchant_uid)).status).toBe("COMPLETE");
    const next = await theScheduled(t, user);

    expect(await refundable(user, first.merchant_uid)).toBe(false);
    expect(await refusalCode(refund(user, first.merchant_uid))).toBe(120014);
    expect((await rowOf(t, user, first.merchant_uid)).status).toBe("COMPLETE");
    expect((await planOf(t, user))?.type).toBe("PRO");
    expect((await theScheduled(t, user)).merchant_uid).toBe(next.merchant_uid);

    expect(await refundable(user, renewal.merchant_uid)).toBe(true);
    expect((await refund(user, renewal.merchant_uid)).status).toBe("REFUND_COMPLETE");
    expect((await planOf(t, user))?.type).toBe("FREE");
    expect((await paymentsOf(t, user)).filter((p) => p.status === "SCHEDULED")).toEqual([]);
  });

  it("refuses a refund while the scheduler is charging the renewal (120015), changing nothing", async () => {
    const user = await createTestUser(t);
    const { first, renewal } = await subscriber(user);
    advanceTo(t, renewal.scheduled_at);
    // The scheduler's claim: the renewal is taken, its charge not settled yet.
    const claimed = await paymentRepository(t.deps.db.kysely).move(renewal, "due", t.deps.clock());
    expect(claimed?.status).toBe("PENDING");
    const before = { payments: await paymentsOf(t, user), plan: await planOf(t, user) };

    expect(await refundable(user, first.merchant_uid)).toBe(false);
    expect(await refusalCode(refund(user, first.merchant_uid))).toBe(120015);
    expect({ payments: await paymentsOf(t, user), plan: await planOf(t, user) }).toEqual(before);
  });
});
