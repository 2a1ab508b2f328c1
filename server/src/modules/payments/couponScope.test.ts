import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refusalCode, refusalOf } from "../../testing/refusal";
import type { TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, type TestUser } from "../../testing/users";
import {
  DAY_MS,
  freshApi,
  KO,
  planOf,
  registerCard,
  rowOf,
  subscribe,
} from "./testing/billingTestKit";
import {
  CARDS,
  cardForm,
  payAtCheckout,
  rowCount,
  startPaymentsApp,
  statusBecomes,
} from "./testing/paymentsTestKit";

const WELCOME = "welcome-pro-20";

/*
 * A coupon discounts only the goods and the first order it names (the welcome coupon: 20% off a
 * buyer's first Pro subscription). Quote, both prepare calls and delivery ask the same rule, and
 * an order it is not for is refused by name, never charged in full without a word.
 */
describe.each(testEngines)("coupon scopes on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startPaymentsApp(engine);
  });
  afterAll(() => t.close());

  /** A user holding the welcome coupon. */
  const holder = async (options: { planId?: string } = {}): Promise<TestUser> => {
    const user = await createTestUser(t, options);
    await (await freshApi(t, user)).downloadCoupon({ body: { couponId: WELCOME } });
    return user;
  };

  const quote = async (user: TestUser, goodsCodes: string[]) =>
    (await freshApi(t, user)).quoteOrder({
      headers: KO,
      body: { goodsCodes, couponId: WELCOME },
    });

  it("lists each coupon with what it is for", async () => {
    const user = await createTestUser(t);
    const coupons = await (await freshApi(t, user)).getDownloadableCoupons();
    expect(coupons.find((c) => c.id === WELCOME)?.scope).toEqual({
      goodsKinds: ["PLAN-PRICING"],
      goodsCodes: ["PLAN-PRO-MONTH", "PLAN-PRO-YEAR"],
      firstOrderOnly: true,
    });
  });

  it("refuses the welcome coupon on a licence and on storage (120016) in the quote and both prepare calls, writing nothing", async () => {
    const instructor = await holder({ planId: "edu-instructor" });
    const refused = await refusalOf(quote(instructor, ["LICENCE-1M"]));
    expect(refused).toMatchObject({ code: 120016, message: expect.stringContaining("licence") });
    expect(refused.details).toMatchObject({
      scope: { goodsCodes: ["PLAN-PRO-MONTH", "PLAN-PRO-YEAR"] },
    });
    expect(await refusalCode(quote(instructor, ["STORAGE-100GB-MONTH"]))).toBe(120016);

    const before = await rowCount(t, "payments");
    const api = await freshApi(t, instructor);
    const oneOff = api.preparePaymentGoods({
      headers: KO,
      body: { goodsCodes: ["LICENCE-1M"], couponId: WELCOME },
    });
    expect(await refusalCode(oneOff)).toBe(120016);
    await registerCard(t, instructor, CARDS.good);
    const regular = subscribe(t, instructor, "STORAGE-100GB-MONTH", { couponId: WELCOME });
    expect(await refusalCode(regular)).toBe(120016);
    expect(await rowCount(t, "payments")).toBe(before);
  });

  it("discounts only the Pro line of an order with Pro and storage", async () => {
    const user = await holder();
    expect(await quote(user, ["PLAN-PRO-MONTH", "STORAGE-100GB-MONTH"])).toMatchObject({
      subtotal: 19_900 + 5_500,
      discount: 0.2 * 19_900,
      amount: 0.8 * 19_900 + 5_500,
    });
  });

  it("refuses the welcome coupon once the buyer has bought a plan and kept it (120017)", async () => {
    const user = await createTestUser(t);
    const request = await (await freshApi(t, user)).preparePaymentGoods({
      headers: KO,
      body: { goodsCodes: ["PLAN-PRO-MONTH"] },
    });
    await payAtCheckout(t, request.merchantUid, cardForm(CARDS.good));
    await statusBecomes(t, request.merchantUid, "COMPLETE");
    // A month on, the plan has ended: a Pro order now is no plan change, but no first order either.
    t.advance(32 * DAY_MS);
    await (await freshApi(t, user)).downloadCoupon({ body: { couponId: WELCOME } });
    const refused = await refusalOf(quote(user, ["PLAN-PRO-MONTH"]));
    expect(refused).toMatchObject({ code: 120017, message: expect.stringContaining("a plan") });
  });

  it("delivers nothing and returns the money when another plan was paid before the coupon's order, which is then no first order", async () => {
    const user = await holder();
    const api = await freshApi(t, user);
    const withCoupon = await api.preparePaymentGoods({
      headers: KO,
      body: { goodsCodes: ["PLAN-PRO-MONTH"], couponId: WELCOME },
    });
    expect(withCoupon.amount).toBe(0.8 * 19_900);
    await registerCard(t, user, CARDS.good);
    await subscribe(t, user, "PLAN-BUSINESS-MONTH");

    await payAtCheckout(t, withCoupon.merchantUid, cardForm(CARDS.good));
    await statusBecomes(t, withCoupon.merchantUid, "REFUND_COMPLETE");
    expect((await rowOf(t, user, withCoupon.merchantUid)).failure).toMatch(/first order/);
    expect((await planOf(t, user))?.type).toBe("BUSINESS");
    const coupons = await (await freshApi(t, user)).getDownloadableCoupons();
    expect(coupons.find((c) => c.id === WELCOME)?.state).toBe("unused");
  });
});
