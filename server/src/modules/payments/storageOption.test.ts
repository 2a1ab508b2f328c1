import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import type { TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, signInAs } from "../../testing/users";
import { CARDS, cardForm, payAtCheckout, startPaymentsApp, statusBecomes } from "./paymentsTestKit";

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
  });
});
