import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refusalCode } from "../../testing/refusal";
import type { TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, type TestUser } from "../../testing/users";
import {
  DAY_MS,
  freshApi,
  KO,
  paymentsOf,
  planOf,
  registerCard,
  rowOf,
  sandboxRowsOf,
  subscribe,
} from "./testing/billingTestKit";
import {
  CARDS,
  cardForm,
  payAtCheckout,
  startPaymentsApp,
  statusBecomes,
} from "./testing/paymentsTestKit";

describe.each(testEngines)("refunds on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startPaymentsApp(engine);
  });
  afterAll(() => t.close());

  /** A one-off PRO month bought at the sandbox checkout; answers its merchantUid. */
  const boughtPro = async (user: TestUser): Promise<string> => {
    const api = await freshApi(t, user);
    const request = await api.preparePaymentGoods({
      headers: KO,
      body: { goodsCodes: ["PLAN-PRO-MONTH"] },
    });
    await payAtCheckout(t, request.merchantUid, cardForm(CARDS.good));
    await statusBecomes(t, request.merchantUid, "COMPLETE");
    return request.merchantUid;
  };

  const refund = async (user: TestUser, merchantUid: string) =>
    (await freshApi(t, user)).requestRefund({ params: { merchantUid }, headers: KO });

  it("refunds a one-off plan within 7 days: the money goes back and the account is on FREE again", async () => {
    const user = await createTestUser(t);
    const merchantUid = await boughtPro(user);
    expect((await planOf(t, user))?.type).toBe("PRO");
    t.advance(6 * DAY_MS);

    const receipt = await refund(user, merchantUid);
    expect(receipt).toMatchObject({ merchantUid, status: "REFUND_COMPLETE", amount: 19_900 });
    expect((await rowOf(t, user, merchantUid)).refunded_at).not.toBeNull();
    expect((await sandboxRowsOf(t, merchantUid)).map((r) => r.status)).toEqual(["CANCELLED"]);
    const plan = await planOf(t, user);
    expect(plan?.type).toBe("FREE");
    expect(plan?.expiresAt).toBeNull();
    // Once refunded, never again.
    expect(await refusalCode(refund(user, merchantUid))).toBe(120010);
  });

  it("says in the history and the receipt which payments may be refunded now", async () => {
    const user = await createTestUser(t);
    await registerCard(t, user, CARDS.good);
    await subscribe(t, user, "PLAN-PRO-MONTH");
    await subscribe(t, user, "PLAN-BUSINESS-MONTH");
    const api = await freshApi(t, user);
    const history = await api.getPaymentHistory({ params: { appId: "orbis" }, query: {} });
    // The upgrade is never refunded (the cheaper plan from the next period is the way back), and
    // the PRO payment it replaced no longer is (docs/decisions.md).
    expect(history.list.map((p) => [p.orderName.split(" ")[0], p.refundable])).toEqual([
      ["Business", false],
      ["Pro", false],
    ]);
    const pro = history.list[1]?.merchantUid ?? "";
    expect(
      (await api.getPaymentReceipt({ params: { merchantUid: pro }, headers: KO })).refundable,
    ).toBe(false);

    const other = await createTestUser(t);
    await registerCard(t, other, CARDS.good);
    await subscribe(t, other, "PLAN-PRO-MONTH");
    const [held] = (
      await (
        await freshApi(t, other)
      ).getPaymentHistory({
        params: { appId: "orbis" },
        query: {},
      })
    ).list;
    const merchantUid = held?.merchantUid ?? "";
    expect(held?.refundable).toBe(true);
    t.advance(8 * DAY_MS);
    // A week on the session has ended: a new one.
    const later = await freshApi(t, other);
    expect(
      (await later.getPaymentReceipt({ params: { merchantUid }, headers: KO })).refundable,
    ).toBe(false);
  });

  it("refuses a refund after 8 days (120010), changing nothing", async () => {
    const user = await createTestUser(t);
    const merchantUid = await boughtPro(user);
    t.advance(8 * DAY_MS);
    const before = await rowOf(t, user, merchantUid);

    const refused = (await freshApi(t, user)).requestRefund({
      params: { merchantUid },
      headers: KO,
    });
    expect(await refusalCode(refused)).toBe(120010);
    expect(await rowOf(t, user, merchantUid)).toEqual(before);
    expect((await sandboxRowsOf(t, merchantUid)).map((r) => r.status)).toEqual(["PAID"]);
    expect((await planOf(t, user))?.type).toBe("PRO");
  });

  it("refuses a refund of another user's payment as no such payment (120008)", async () => {
    const buyer = await createTestUser(t);
    const stranger = await createTestUser(t);
    const merchantUid = await boughtPro(buyer);
    expect(await refusalCode(refund(stranger, merchantUid))).toBe(120008);
    expect((await rowOf(t, buyer, merchantUid)).status).toBe("COMPLETE");
    expect((await planOf(t, buyer))?.type).toBe("PRO");
  });

  it("refunds a subscription's payment with its renewal: nothing more is charged", async () => {
    const user = await createTestUser(t);
    await registerCard(t, user, CARDS.good);
    await subscribe(t, user, "PLAN-PRO-MONTH");
    const [first] = await paymentsOf(t, user).then((rows) =>
      rows.filter((p) => p.change_kind === "new"),
    );
    const receipt = await refund(user, first?.merchant_uid ?? "");
    expect(receipt.status).toBe("REFUND_COMPLETE");
    expect((await planOf(t, user))?.type).toBe("FREE");
    const api = await freshApi(t, user);
    expect((await api.getScheduledPayments({ params: { appId: "orbis" } })).list).toEqual([]);
  });
});
