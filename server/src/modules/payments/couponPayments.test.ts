import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refusalCode } from "../../testing/refusal";
import type { TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, type TestUser } from "../../testing/users";
import { freshApi, KO, planOf, rowOf } from "./testing/billingTestKit";
import {
  CARDS,
  cardForm,
  payAtCheckout,
  startPaymentsApp,
  statusBecomes,
} from "./testing/paymentsTestKit";

describe.each(testEngines)("coupons on payments on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startPaymentsApp(engine);
  });
  afterAll(() => t.close());

  /** When the user's copy of a coupon was used (null: not yet). */
  const usedAt = async (user: TestUser, couponId: string): Promise<Date | null> => {
    const row = await t.deps.db.kysely
      .selectFrom("user_coupons")
      .select("used_at")
      .where("user_id", "=", user.id)
      .where("coupon_id", "=", couponId)
      .executeTakeFirstOrThrow();
    return row.used_at === null ? null : new Date(row.used_at);
  };

  it("takes 20 % off PRO with the welcome coupon, spends it on payment, refuses it again, and gives it back on a refund", async () => {
    const user = await createTestUser(t);
    const api = await freshApi(t, user);
    await api.downloadCoupon({ body: { couponId: "welcome-pro-20" } });

    const request = await api.preparePaymentGoods({
      headers: KO,
      body: { goodsCodes: ["PLAN-PRO-MONTH"], couponId: "welcome-pro-20" },
    });
    expect(request.amount).toBe(0.8 * 19_900);
    // Preparing spends nothing: only a payment does.
    expect(await usedAt(user, "welcome-pro-20")).toBeNull();
    await payAtCheckout(t, request.merchantUid, cardForm(CARDS.good));
    await statusBecomes(t, request.merchantUid, "COMPLETE");
    expect(await usedAt(user, "welcome-pro-20")).not.toBeNull();
    expect(await rowOf(t, user, request.merchantUid)).toMatchObject({
      coupon_id: "welcome-pro-20",
    });

    const again = api.preparePaymentGoods({
      headers: KO,
      body: { goodsCodes: ["STORAGE-100GB-MONTH"], couponId: "welcome-pro-20" },
    });
    expect(await refusalCode(again)).toBe(120011);

    const refunded = await api.requestRefund({
      params: { merchantUid: request.merchantUid },
      headers: KO,
    });
    expect(refunded).toMatchObject({ status: "REFUND_COMPLETE", amount: 0.8 * 19_900 });
    expect(await usedAt(user, "welcome-pro-20")).toBeNull();
    expect((await planOf(t, user))?.type).toBe("FREE");
    // Given back, it takes its 20 % off again.
    const reused = await (await freshApi(t, user)).preparePaymentGoods({
      headers: KO,
      body: { goodsCodes: ["PLAN-PRO-MONTH"], couponId: "welcome-pro-20" },
    });
    expect(reused.amount).toBe(0.8 * 19_900);
  });

  it("refuses a won coupon on a dollar order and a coupon the buyer does not hold (120011)", async () => {
    const user = await createTestUser(t);
    const api = await freshApi(t, user);
    await api.downloadCoupon({ body: { couponId: "hosting-basic-3000" } });
    const inDollars = api.preparePaymentGoods({
      headers: KO,
      body: {
        goodsCodes: ["HOSTING-BASIC-MONTH"],
        couponId: "hosting-basic-3000",
        currency: "USD",
      },
    });
    expect(await refusalCode(inDollars)).toBe(120011);
    const notHeld = api.preparePaymentGoods({
      headers: KO,
      body: { goodsCodes: ["PLAN-PRO-MONTH"], couponId: "welcome-pro-20" },
    });
    expect(await refusalCode(notHeld)).toBe(120011);
    // In won it applies.
    const inWon = await api.preparePaymentGoods({
      headers: KO,
      body: { goodsCodes: ["HOSTING-BASIC-MONTH"], couponId: "hosting-basic-3000" },
    });
    expect(inWon.amount).toBe(9_900 - 3_000);
  });
});
