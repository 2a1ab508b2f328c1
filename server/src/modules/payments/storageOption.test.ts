import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import type { TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, signInAs, type TestUser } from "../../testing/users";
import {
  advanceTo,
  freshApi,
  paymentsOf,
  registerCard,
  subscribe,
  tick,
} from "./testing/billingTestKit";
import {
  CARDS,
  cardForm,
  payAtCheckout,
  startPaymentsApp,
  statusBecomes,
} from "./testing/paymentsTestKit";

const GiB = 1024 ** 3;
const DAY = 86_400_000;

describe.each(testEngines)("bought storage on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startPaymentsApp(engine);
  });
  afterAll(() => t.close());

  it("adds to the plan's storage while its period runs, and stops counting after it", async () => {
    const user = await createTestUser(t);
    const api = apiFor(t, user);
    const planStorage = async () => (await api.getStorageUsage()).planStorageSize;
    expect(await planStorage()).toBe(1 * GiB);
    const request = await api.preparePaymentGoods({
      headers: { langcode: "EN" },
      body: { goodsCodes: ["STORAGE-100GB-DAY"] },
    });
    expect(request).toMatchObject({ amount: 1_900, currency: "KRW" });
    await payAtCheckout(t, request.merchantUid, cardForm(CARDS.good));
    await statusBecomes(t, request.merchantUid, "COMPLETE");
    expect(await planStorage()).toBe(101 * GiB);
    // The access token does not outlive a week: sign in again each time.
    const storageAfter = async (days: number) => {
      t.advance(days * DAY);
      const again = (await signInAs(t, user.id)).accessToken;
      return (await apiFor(t, again).getStorageUsage()).planStorageSize;
    };
    expect(await storageAfter(6)).toBe(101 * GiB);
    expect(await storageAfter(2)).toBe(1 * GiB);
    // Bought once, it never renews: nothing was or is scheduled.
    const later = apiFor(t, (await signInAs(t, user.id)).accessToken);
    expect((await later.getScheduledPayments({ params: { appId: "orbis" } })).list).toEqual([]);
  });

  const storageOf = async (user: TestUser) =>
    (await (await freshApi(t, user)).getStorageUsage()).planStorageSize;
  const scheduledOf = async (user: TestUser) =>
    (await paymentsOf(t, user)).filter((p) => p.status === "SCHEDULED");

  it("renews an option bought as a regular order at its period's end, like hosting, and keeps counting it", async () => {
    const user = await createTestUser(t);
    await registerCard(t, user, CARDS.good);
    await subscribe(t, user, "STORAGE-100GB-MONTH");
    await subscribe(t, user, "STORAGE-1TB-MONTH");
    expect(await storageOf(user)).toBe((1 + 100 + 1024) * GiB);
    // Each option renews on its own: the second did not replace the first one's renewal.
    const renewals = await scheduledOf(user);
    expect(renewals.map((p) => p.goods_codes).sort()).toEqual([
      ["STORAGE-100GB-MONTH"],
      ["STORAGE-1TB-MONTH"],
    ]);

    advanceTo(t, renewals[0]?.scheduled_at ?? null);
    await tick(t);
    const charged = (await paymentsOf(t, user)).filter(
      (p) => p.change_kind === "renewal" && p.status !== "SCHEDULED",
    );
    expect(charged.map((p) => p.status)).toEqual(["COMPLETE", "COMPLETE"]);
    expect(await storageOf(user)).toBe((1 + 100 + 1024) * GiB);
    expect((await scheduledOf(user)).map((p) => p.change_kind)).toEqual(["renewal", "renewal"]);
  });

  it("takes back a refunded regular option with its renewal, leaving the other option's", async () => {
    const user = await createTestUser(t);
    await registerCard(t, user, CARDS.good);
    await subscribe(t, user, "STORAGE-100GB-MONTH");
    await subscribe(t, user, "STORAGE-1TB-MONTH");
    const small = (await paymentsOf(t, user)).find(
      (p) => p.status === "COMPLETE" && p.goods_codes.includes("STORAGE-100GB-MONTH"),
    );
    const refunded = await (await freshApi(t, user)).requestRefund({
      params: { merchantUid: small?.merchant_uid ?? "" },
      headers: { langcode: "EN" },
    });
    expect(refunded.status).toBe("REFUND_COMPLETE");
    expect(await storageOf(user)).toBe((1 + 1024) * GiB);
    expect((await scheduledOf(user)).map((p) => p.goods_codes)).toEqual([["STORAGE-1TB-MONTH"]]);
  });
});
