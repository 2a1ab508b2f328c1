import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refusalOf } from "../../testing/refusal";
import type { TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, type TestUser } from "../../testing/users";
import type { PaymentRow } from "./paymentRepository";
import {
  advanceTo,
  DAY_MS,
  freshApi,
  paymentsOf,
  planOf,
  registerCard,
  subscribe,
  tick,
} from "./testing/billingTestKit";
import { CARDS, rowCount, startPaymentsApp } from "./testing/paymentsTestKit";

describe.each(testEngines)("cancelling the plan's renewal on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startPaymentsApp(engine);
  });
  afterAll(() => t.close());

  const cancel = async (user: TestUser) => (await freshApi(t, user)).cancelRenewal({});

  /** A subscriber of `code` since now; answers the subscription's first payment. */
  const subscriber = async (user: TestUser, code: string): Promise<PaymentRow> => {
    await registerCard(t, user, CARDS.good);
    await subscribe(t, user, code);
    const first = (await paymentsOf(t, user)).find(
      (p) => p.change_kind === "new" && p.goods_codes.includes(code),
    );
    if (first?.status !== "COMPLETE") throw new Error(`the ${code} subscription did not complete`);
    return first;
  };

  const scheduledCodes = async (user: TestUser): Promise<string[][]> =>
    (await paymentsOf(t, user)).filter((p) => p.status === "SCHEDULED").map((p) => p.goods_codes);

  it("removes the plan's renewal only: the hosting renewal stays, the plan runs to its period's end and then returns to FREE, the work kept", async () => {
    const user = await createTestUser(t);
    const pro = await subscriber(user, "PLAN-PRO-MONTH");
    await subscribe(t, user, "HOSTING-BASIC-MONTH");
    const end = new Date(pro.period_end ?? 0);
    const api = await freshApi(t, user);
    const project = await api.createProject({ body: { name: "Kept", kind: "contents" } });
    t.advance(3 * DAY_MS);

    const left = await cancel(user);
    expect(left.total).toBe(1);
    expect(left.list).toMatchObject([{ orderName: "Hosting Basic (monthly)" }]);
    expect(await scheduledCodes(user)).toEqual([["HOSTING-BASIC-MONTH"]]);
    // Nothing is refunded or charged: the plan paid for runs on.
    const plan = await planOf(t, user);
    expect(plan?.type).toBe("PRO");
    expect(plan?.expiresAt).toBe(end.toISOString());

    const payments = await rowCount(t, "payments");
    expect(await refusalOf(cancel(user))).toMatchObject({ code: 120013, status: 409 });
    expect(await rowCount(t, "payments")).toBe(payments);

    advanceTo(t, end);
    await tick(t);
    // The account goes on as a free one from the period's end, its projects kept.
    expect(await planOf(t, user)).toMatchObject({
      type: "FREE",
      startedAt: end.toISOString(),
      expiresAt: null,
    });
    expect((await (await freshApi(t, user)).getStorageUsage()).planStorageSize).toBe(1024 ** 3);
    const projects = await (await freshApi(t, user)).listProjects({ query: {} });
    expect(projects.map((p) => p.id)).toContain(project.id);
    expect(
      (await paymentsOf(t, user)).filter((p) => p.goods_codes.includes("PLAN-PRO-MONTH")),
    ).toHaveLength(1);
    // The hosting tier renewed as scheduled, and its next renewal waits.
    const renewals = (await paymentsOf(t, user)).filter((p) => p.change_kind === "renewal");
    expect(renewals.map((p) => `${p.goods_codes.join()} ${p.status}`).sort()).toEqual([
      "HOSTING-BASIC-MONTH COMPLETE",
      "HOSTING-BASIC-MONTH SCHEDULED",
    ]);
  });

  it("removes a cheaper plan scheduled for the period's end: the dearer one runs to its end, then the account is on FREE", async () => {
    const user = await createTestUser(t);
    const business = await subscriber(user, "PLAN-BUSINESS-MONTH");
    const end = new Date(business.period_end ?? 0);
    await subscribe(t, user, "PLAN-PRO-MONTH");
    expect(await scheduledCodes(user)).toEqual([["PLAN-PRO-MONTH"]]);

    expect(await cancel(user)).toEqual({ list: [], total: 0 });
    expect(await scheduledCodes(user)).toEqual([]);
    // Account info shows no next charge any more.
    expect((await (await freshApi(t, user)).getAccount()).payment?.nextPaymentAt).toBeNull();
    expect((await planOf(t, user))?.type).toBe("BUSINESS");

    const paid = await paymentsOf(t, user);
    advanceTo(t, end);
    await tick(t);
    expect(await paymentsOf(t, user)).toEqual(paid);
    expect((await planOf(t, user))?.type).toBe("FREE");
  });

  it("stops the retry of a renewal that failed: nothing is charged, the plan ends when its grace does", async () => {
    const user = await createTestUser(t);
    await subscriber(user, "PLAN-PRO-MONTH");
    await registerCard(t, user, CARDS.failOnce);
    const renewal = (await paymentsOf(t, user)).find((p) => p.status === "SCHEDULED");
    advanceTo(t, renewal?.scheduled_at ?? null);
    await tick(t);
    const failed = (await paymentsOf(t, user)).find((p) => p.status === "RESERVE_FAIL");
    expect(failed?.next_attempt_at).not.toBeNull();

    expect((await cancel(user)).list).toEqual([]);
    advanceTo(t, failed?.next_attempt_at ?? null, DAY_MS);
    await tick(t);
    const after = (await paymentsOf(t, user)).find((p) => p.merchant_uid === failed?.merchant_uid);
    expect(after).toMatchObject({ status: "RESERVE_FAIL", attempts: 1, next_attempt_at: null });
    expect((await planOf(t, user))?.type).toBe("FREE");
    // Nothing is left to cancel.
    expect((await refusalOf(cancel(user))).code).toBe(120013);
  });

  it("refuses an account with nothing scheduled, saying there is no renewal to cancel", async () => {
    const user = await createTestUser(t);
    const refusal = await refusalOf(cancel(user));
    expect(refusal).toMatchObject({ code: 120013, status: 409 });
    expect(refusal.message).toBe("There is no renewal to cancel");
  });
});
