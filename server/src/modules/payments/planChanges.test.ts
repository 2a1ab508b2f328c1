import { orderPaperDay, periodEnd, planChange, toMinor } from "@orbis/core/payments";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedGoods } from "../../seed/goods";
import { refusalCode } from "../../testing/refusal";
import type { TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, type TestUser } from "../../testing/users";
import type { PaymentRow } from "./paymentRepository";
import {
  advanceTo,
  DAY_MS,
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
import { CARDS, rowCount, startPaymentsApp } from "./testing/paymentsTestKit";

/** A product's price in won, from the price list. */
const krw = (code: string): number => {
  const goods = seedGoods.find((g) => g.code === code);
  if (goods === undefined) throw new Error(`no goods ${code}`);
  return goods.prices.KRW;
};

describe.each(testEngines)("plan changes on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startPaymentsApp(engine);
  });
  afterAll(() => t.close());

  /** A subscriber of `code` since now; answers the subscription's first payment. */
  const subscriber = async (user: TestUser, code: string): Promise<PaymentRow> => {
    await registerCard(t, user, CARDS.good);
    await subscribe(t, user, code);
    const first = (await paymentsOf(t, user)).find((p) => p.change_kind === "new");
    if (first?.status !== "COMPLETE") throw new Error(`the ${code} subscription did not complete`);
    return first;
  };

  it("upgrades PRO to BUSINESS mid-period for the prorated difference, keeping the period's end; the renewal becomes BUSINESS", async () => {
    const user = await createTestUser(t);
    const pro = await subscriber(user, "PLAN-PRO-MONTH");
    const end = new Date(pro.period_end ?? 0);
    t.advance(10 * DAY_MS);

    const paper = await subscribe(t, user, "PLAN-BUSINESS-MONTH");
    const upgrade = (await paymentsOf(t, user)).find((p) => p.change_kind === "upgrade");
    if (upgrade === undefined) throw new Error("no upgrade payment");
    const expected = planChange(
      {
        currentPrice: krw("PLAN-PRO-MONTH"),
        newPrice: krw("PLAN-BUSINESS-MONTH"),
        currency: "KRW",
        period: { start: new Date(pro.period_start ?? 0), end },
      },
      new Date(upgrade.created_at),
    );
    if (expected.kind !== "upgrade") throw new Error("PRO to BUSINESS is not an upgrade");
    // Two thirds of the month were left: about two thirds of the difference.
    expect(expected.amount).toBeGreaterThan(
      0.6 * (krw("PLAN-BUSINESS-MONTH") - krw("PLAN-PRO-MONTH")),
    );
    expect(paper).toEqual({
      orderName: "Business (monthly)",
      from: orderPaperDay(new Date(upgrade.created_at)),
      to: orderPaperDay(end),
      amount: expected.amount,
      currency: "KRW",
    });
    expect(upgrade).toMatchObject({ status: "COMPLETE" });
    expect(new Date(upgrade.period_end ?? 0)).toEqual(end);
    expect(
      (await sandboxRowsOf(t, upgrade.merchant_uid)).map((r) => [r.status, Number(r.amount_minor)]),
    ).toEqual([["PAID", toMinor(expected.amount, "KRW")]]);

    const plan = await planOf(t, user);
    expect(plan?.type).toBe("BUSINESS");
    expect(plan?.expiresAt).toBe(end.toISOString());
    const scheduled = await (await freshApi(t, user)).getScheduledPayments({
      params: { appId: "orbis" },
    });
    expect(scheduled.list).toMatchObject([
      {
        orderName: "Business (monthly)",
        amount: krw("PLAN-BUSINESS-MONTH"),
        scheduledAt: end.toISOString(),
      },
    ]);

    advanceTo(t, end);
    await tick(t);
    const renewed = await planOf(t, user);
    expect(renewed?.type).toBe("BUSINESS");
    expect(renewed?.expiresAt).toBe(periodEnd(end, "MONTH", 1).toISOString());
  });

  it("downgrades BUSINESS to PRO from the period's end: nothing charged now, BUSINESS kept until then, PRO charged and given after", async () => {
    const user = await createTestUser(t);
    const business = await subscriber(user, "PLAN-BUSINESS-MONTH");
    const end = new Date(business.period_end ?? 0);
    t.advance(5 * DAY_MS);
    const taken = await rowCount(t, "sandbox_payments");

    const paper = await subscribe(t, user, "PLAN-PRO-MONTH");
    expect(paper).toEqual({
      orderName: "Pro (monthly)",
      from: orderPaperDay(end),
      to: orderPaperDay(periodEnd(end, "MONTH", 1)),
      amount: krw("PLAN-PRO-MONTH"),
      currency: "KRW",
    });
    expect(await rowCount(t, "sandbox_payments")).toBe(taken);
    const plan = await planOf(t, user);
    expect(plan?.type).toBe("BUSINESS");
    expect(plan?.expiresAt).toBe(end.toISOString());
    const api = await freshApi(t, user);
    const scheduled = await api.getScheduledPayments({ params: { appId: "orbis" } });
    expect(scheduled.list).toMatchObject([
      { orderName: "Pro (monthly)", amount: krw("PLAN-PRO-MONTH"), scheduledAt: end.toISOString() },
    ]);
    // The BUSINESS renewal made way for it: one scheduled plan charge.
    expect((await theScheduled(t, user)).change_kind).toBe("downgrade");

    // The cheaper plan is not sold as a one-off while the dearer one runs.
    const before = await rowCount(t, "payments");
    expect(
      await refusalCode(
        api.preparePaymentGoods({ headers: KO, body: { goodsCodes: ["PLAN-PRO-MONTH"] } }),
      ),
    ).toBe(120009);
    expect(await rowCount(t, "payments")).toBe(before);

    advanceTo(t, end);
    await tick(t);
    const downgrade = (await paymentsOf(t, user)).find((p) => p.change_kind === "downgrade");
    expect(downgrade).toMatchObject({ status: "COMPLETE" });
    expect(
      (await sandboxRowsOf(t, downgrade?.merchant_uid ?? "")).map((r) => Number(r.amount_minor)),
    ).toEqual([krw("PLAN-PRO-MONTH")]);
    const after = await planOf(t, user);
    expect(after?.type).toBe("PRO");
    expect(after?.expiresAt).toBe(periodEnd(end, "MONTH", 1).toISOString());
    const next = await theScheduled(t, user);
    expect(next).toMatchObject({ order_name: "Pro (monthly)", change_kind: "renewal" });
  });
});
