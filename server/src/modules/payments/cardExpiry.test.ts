import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import { refusalOf } from "../../testing/refusal";
import type { TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser } from "../../testing/users";
import { paymentRepository } from "./paymentRepository";
import { KO, sandboxRowsOf } from "./testing/billingTestKit";
import { CARDS, cardForm, rowCount, startPaymentsApp } from "./testing/paymentsTestKit";

/*
 * A card whose expiry is not a month and a year is refused as the card form refuses it (10400,
 * naming the expiry), on every path that takes a card, and nothing is charged or kept. An expiry
 * that is a month gone by is the provider's refusal (120007), tested with the test cards.
 */
describe.each(testEngines)("card expiries on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startPaymentsApp(engine);
  });
  afterAll(() => t.close());

  it.each(["ab", "1399", "0027"])(
    "sends the checkout page back for the expiry %s, charging nothing",
    async (expiry) => {
      const user = await createTestUser(t);
      const request = await apiFor(t, user).preparePaymentGoods({
        headers: KO,
        body: { goodsCodes: ["PLAN-PRO-MONTH"] },
      });
      const answer = await t.app.inject({
        method: "POST",
        url: "/pay/sandbox/checkout",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({
          merchantUid: request.merchantUid,
          returnUrl: "/payment?step=done",
          ...cardForm(CARDS.good),
          expiry,
        }).toString(),
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toContain("Expiry (MMYY): Match the requested format. (10400)");
      expect(await sandboxRowsOf(t, request.merchantUid)).toEqual([]);
      expect((await paymentRepository(t.deps.db.kysely).find(request.merchantUid))?.status).toBe(
        "PENDING",
      );
    },
  );

  it.each(["ab", "1399"])(
    "refuses to register a card with the expiry %s (10400, body.expiry), keeping nothing",
    async (expiry) => {
      const user = await createTestUser(t);
      const before = await rowCount(t, "pay_methods");
      const refused = await refusalOf(
        apiFor(t, user).createPayMethod({ body: { ...cardForm(CARDS.good), expiry } }),
      );
      expect(refused.code).toBe(10400);
      expect(refused.message).toMatch(/^body\.expiry: /);
      expect(await rowCount(t, "pay_methods")).toBe(before);
    },
  );
});
