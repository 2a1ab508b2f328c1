import { orderPaperDay, periodEnd } from "@orbis/core/payments";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refusalCode } from "../../testing/refusal";
import type { TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser } from "../../testing/users";
import {
  advanceTo,
  freshApi,
  KO,
  paymentsOf,
  planOf,
  registerCard,
  sandboxRowsOf,
  subscribe,
  theScheduled,
  tick,
} from "./testing/billingTestKit";
import { CARDS, cardForm, rowCount, startPaymentsApp } from "./testing/paymentsTestKit";

describe.each(testEngines)("regular payments on a billing key on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startPaymentsApp(engine);
  });
  afterAll(() => t.close());

  it("charges a subscription at once, schedules its renewal at the period's end and charges that once when it is due", async () => {
    const user = await createTestUser(t);
    await registerCard(t, user, CARDS.good);
    const orderedAt = t.deps.clock();
    const paper = await subscribe(t, user, "PLAN-PRO-MONTH");
    const first = (await paymentsOf(t, user)).find((p) => p.change_kind === "new");
    if (first === undefined) throw new Error("no payment was stored");
    expect(first).toMatchObject({
      status: "COMPLETE",
      payment_type: "REGULAR",
      change_kind: "new",
    });
    const end = periodEnd(new Date(first.created_at), "MONTH", 1);
    expect(paper).toEqual({
      orderName: "Pro (monthly)",
      from: orderPaperDay(orderedAt),
      to: orderPaperDay(end),
      amount: 19_900,
      currency: "KRW",
    });
    const plan = await planOf(t, user);
    expect(plan?.type).toBe("PRO");
    expect(plan?.expiresAt).toBe(end.toISOString());
    expect(
      (await sandboxRowsOf(t, first.merchant_uid)).map((r) => [r.status, Number(r.amount_minor)]),
    ).toEqual([["PAID", 19_900]]);

    const api = await freshApi(t, user);
    const scheduled = await api.getScheduledPayments({ params: { appId: "orbis" } });
    expect(scheduled.list).toEqual([
      {
        merchantUid: expect.any(String),
        orderName: "Pro (monthly)",
        amount: 19_900,
        currency: "KRW",
        scheduledAt: end.toISOString(),
        status: "SCHEDULED",
      },
    ]);
    const renewal = scheduled.list[0]?.merchantUid as string;

    // Not due yet: a tick a minute before the end charges nothing.
    advanceTo(t, end, -60_000);
    await tick(t);
    expect((await theScheduled(t, user)).merchant_uid).toBe(renewal);

    advanceTo(t, end);
    await tick(t);
    const next = periodEnd(end, "MONTH", 1);
    const renewed = (await paymentsOf(t, user)).find((p) => p.merchant_uid === renewal);
    expect(renewed).toMatchObject({ status: "COMPLETE", change_kind: "renewal", attempts: 1 });
    expect(new Date(renewed?.period_end ?? 0)).toEqual(next);
    expect(await sandboxRowsOf(t, renewal)).toHaveLength(1);
    expect((await planOf(t, user))?.expiresAt).toBe(next.toISOString());
    const following = await theScheduled(t, user);
    expect(following.merchant_uid).not.toBe(renewal);
    expect(new Date(following.scheduled_at ?? 0)).toEqual(next);

    // Ticking again finds nothing due: the renewal is charged once.
    const sandboxBefore = await rowCount(t, "sandbox_payments");
    expect(await tick(t)).toBe(0);
    expect(await rowCount(t, "sandbox_payments")).toBe(sandboxBefore);
    expect((await theScheduled(t, user)).merchant_uid).toBe(following.merchant_uid);

    const history = await (await freshApi(t, user)).getPaymentHistory({
      params: { appId: "orbis" },
      query: {},
    });
    expect(history.list.map((p) => [p.merchantUid, p.status])).toEqual([
      [renewal, "COMPLETE"],
      [first.merchant_uid, "COMPLETE"],
    ]);
  });

  it("refuses a regular order without a payment method (120003), writing nothing", async () => {
    const user = await createTestUser(t);
    const before = await rowCount(t, "payments");
    expect(await refusalCode(subscribe(t, user, "PLAN-PRO-MONTH"))).toBe(120003);
    expect(await rowCount(t, "payments")).toBe(before);
    expect((await planOf(t, user))?.type).toBe("FREE");
  });

  it("refuses to register an expired (120007) or a declined card (120006), keeping nothing of it", async () => {
    const user = await createTestUser(t);
    const api = await freshApi(t, user);
    const counts = async () => [
      await rowCount(t, "pay_methods"),
      await rowCount(t, "payments"),
      await rowCount(t, "sandbox_payments"),
    ];
    const before = await counts();
    expect(await refusalCode(api.createPayMethod({ body: cardForm(CARDS.expired) }))).toBe(120007);
    expect(await refusalCode(api.createPayMethod({ body: cardForm(CARDS.declined) }))).toBe(120006);
    // A good card past its expiry month is refused as expired too.
    expect(
      await refusalCode(api.createPayMethod({ body: { ...cardForm(CARDS.good), expiry: "0120" } })),
    ).toBe(120007);
    expect(await counts()).toEqual(before);
    expect(await api.getPayMethods({ headers: KO })).toEqual([]);
    expect(await refusalCode(subscribe(t, user, "PLAN-PRO-MONTH"))).toBe(120003);
  });
});
