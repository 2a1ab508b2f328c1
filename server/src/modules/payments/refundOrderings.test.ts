import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refusalOf } from "../../testing/refusal";
import type { TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, type TestUser } from "../../testing/users";
import {
  advanceTo,
  freshApi,
  KO,
  paymentsOf,
  planOf,
  registerCard,
  rowOf,
  sandboxRowsOf,
  subscribe,
  theScheduled,
  tick,
} from "./testing/billingTestKit";
import {
  CARDS,
  cardForm,
  payAtCheckout,
  startPaymentsApp,
  statusBecomes,
} from "./testing/paymentsTestKit";

/*
 * A refund of a plan or hosting payment against what came after it (docs/decisions.md): only the
 * payment the current period rests on is refunded, taking every charge of its kind still to come
 * with it; one an upgrade or another plan replaced is refused with 120014. The history's
 * `refundable` and `refundRefusal` say the same as the refund call each time.
 */
describe.each(testEngines)("refunds among plan changes on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startPaymentsApp(engine);
  });
  afterAll(() => t.close());

  /** A one-off PRO month bought at the sandbox checkout; answers its merchantUid. */
  const boughtPro = async (user: TestUser): Promise<string> => {
    const request = await (await freshApi(t, user)).preparePaymentGoods({
      headers: KO,
      body: { goodsCodes: ["PLAN-PRO-MONTH"] },
    });
    await payAtCheckout(t, request.merchantUid, cardForm(CARDS.good));
    await statusBecomes(t, request.merchantUid, "COMPLETE");
    return request.merchantUid;
  };

  /** The user's payment of a change kind (the only one). */
  const paymentOf = async (user: TestUser, kind: string) => {
    const found = (await paymentsOf(t, user)).filter((p) => p.change_kind === kind);
    if (found.length !== 1) throw new Error(`expected one ${kind} payment, found ${found.length}`);
    return found[0] as (typeof found)[number];
  };

  const refund = async (user: TestUser, merchantUid: string) =>
    (await freshApi(t, user)).requestRefund({ params: { merchantUid }, headers: KO });

  /** What the receipt says of refunding the payment now: refundable, or the code that says why not. */
  const refundable = async (user: TestUser, merchantUid: string): Promise<true | number> => {
    const receipt = await (await freshApi(t, user)).getPaymentReceipt({
      params: { merchantUid },
      headers: KO,
    });
    expect(receipt.refundable).toBe(receipt.refundRefusal === null);
    return receipt.refundRefusal ?? true;
  };

  const scheduled = async (user: TestUser) =>
    (await (await freshApi(t, user)).getScheduledPayments({ params: { appId: "orbis" } })).list;

  it("refunds PRO before any upgrade: FREE again, and BUSINESS is then a new plan at its full price", async () => {
    const user = await createTestUser(t);
    const pro = await boughtPro(user);
    expect(await refundable(user, pro)).toBe(true);
    expect((await refund(user, pro)).status).toBe("REFUND_COMPLETE");
    expect((await planOf(t, user))?.type).toBe("FREE");
    const quote = await (await freshApi(t, user)).quoteOrder({
      headers: KO,
      body: { goodsCodes: ["PLAN-BUSINESS-MONTH"] },
    });
    expect(quote).toMatchObject({ changeKind: "new", amount: 99_000 });
  });

  it("refuses to refund PRO once an upgrade replaced it (120014), leaving BUSINESS, its payment and its renewal as they were", async () => {
    const user = await createTestUser(t);
    const pro = await boughtPro(user);
    await registerCard(t, user, CARDS.good);
    await subscribe(t, user, "PLAN-BUSINESS-MONTH");
    const upgrade = await paymentOf(user, "upgrade");
    expect(upgrade.status).toBe("COMPLETE");
    const renewal = await theScheduled(t, user);
    const before = await rowOf(t, user, pro);

    expect(await refundable(user, pro)).toBe(120014);
    const refused = await refusalOf(refund(user, pro));
    expect(refused.code).toBe(120014);
    expect(refused.message).toMatch(/cancel the renewal/);

    expect(await rowOf(t, user, pro)).toEqual(before);
    expect((await sandboxRowsOf(t, pro)).map((r) => r.status)).toEqual(["PAID"]);
    expect((await planOf(t, user))?.type).toBe("BUSINESS");
    expect((await rowOf(t, user, upgrade.merchant_uid)).status).toBe("COMPLETE");
    expect((await theScheduled(t, user)).merchant_uid).toBe(renewal.merchant_uid);
    expect(renewal.goods_codes).toEqual(["PLAN-BUSINESS-MONTH"]);
  });

  it("refunds a subscription with a cheaper plan scheduled: FREE, and the scheduled plan goes too", async () => {
    const user = await createTestUser(t);
    await registerCard(t, user, CARDS.good);
    await subscribe(t, user, "PLAN-BUSINESS-MONTH");
    await subscribe(t, user, "PLAN-PRO-MONTH");
    const downgrade = await theScheduled(t, user);
    expect(downgrade).toMatchObject({ change_kind: "downgrade", goods_codes: ["PLAN-PRO-MONTH"] });
    const business = await paymentOf(user, "new");

    expect(await refundable(user, business.merchant_uid)).toBe(true);
    expect((await refund(user, business.merchant_uid)).status).toBe("REFUND_COMPLETE");
    expect((await planOf(t, user))?.type).toBe("FREE");
    expect(await scheduled(user)).toEqual([]);
    // At the period's end nothing is charged (the clock is shared: other tests' renewals may be).
    advanceTo(t, downgrade.scheduled_at);
    await tick(t);
    expect((await paymentsOf(t, user)).map((p) => p.status)).toEqual(["REFUND_COMPLETE"]);
    expect((await planOf(t, user))?.type).toBe("FREE");
  });

  it("refuses a hosting tier another one replaced (120014), and refunding the one held returns free hosting with no renewal left", async () => {
    const user = await createTestUser(t);
    await registerCard(t, user, CARDS.good);
    await subscribe(t, user, "HOSTING-BASIC-MONTH");
    await subscribe(t, user, "HOSTING-STANDARD-MONTH");
    const [basic, standard] = (await paymentsOf(t, user)).filter((p) => p.status === "COMPLETE");
    const hostingType = async () =>
      (await (await freshApi(t, user)).getAccount({ headers: { "accept-language": "en" } }))
        .hostingPlan?.type;
    expect(await hostingType()).toBe("Hosting STANDARD");

    expect(await refundable(user, basic?.merchant_uid ?? "")).toBe(120014);
    expect((await refusalOf(refund(user, basic?.merchant_uid ?? ""))).code).toBe(120014);
    expect(await hostingType()).toBe("Hosting STANDARD");

    expect(await refundable(user, standard?.merchant_uid ?? "")).toBe(true);
    expect((await refund(user, standard?.merchant_uid ?? "")).status).toBe("REFUND_COMPLETE");
    expect(await hostingType()).toBe("Hosting FREE");
    expect(await scheduled(user)).toEqual([]);
  });
});
