import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import type { TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, type TestUser } from "../../testing/users";
import { finishInterrupted, INTERRUPTED_AFTER_MS } from "./interrupted";
import { paymentRepository } from "./paymentRepository";
import { createSandboxProvider } from "./providers/sandbox/sandboxProvider";
import { CARDS, cardForm, startPaymentsApp } from "./testing/paymentsTestKit";

describe.each(testEngines)("a regular order sent twice, on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startPaymentsApp(engine);
  });
  afterAll(() => t.close());

  const order = (user: TestUser, goods = "PLAN-PRO-MONTH") =>
    apiFor(t, user).prepareRegularOrder({
      headers: { langcode: "KO" },
      body: { goodsCodes: [goods], appId: "orbis", buyerEmail: user.email, buyerName: "Buyer" },
    });
  const chargesOf = async (userId: string) =>
    (
      await t.deps.db.kysely
        .selectFrom("sandbox_payments")
        .innerJoin("payments", "payments.merchant_uid", "sandbox_payments.merchant_uid")
        .select("sandbox_payments.merchant_uid")
        .where("payments.user_id", "=", userId)
        .execute()
    ).length;

  it("charges once when the order is sent twice at the same moment", async () => {
    const user = await createTestUser(t);
    await apiFor(t, user).createPayMethod({ body: cardForm(CARDS.good) });
    const answers = await Promise.allSettled([order(user), order(user)]);
    expect(answers.filter((a) => a.status === "fulfilled")).toHaveLength(1);
    const refused = answers.find((a) => a.status === "rejected");
    expect(refused?.status === "rejected" ? refused.reason : null).toMatchObject({ code: 120009 });
    expect(await chargesOf(user.id)).toBe(1);
  });

  it("refuses an order while another is in flight, until a stale one is looked into", async () => {
    const user = await createTestUser(t);
    await apiFor(t, user).createPayMethod({ body: cardForm(CARDS.good) });
    const now = t.deps.clock();
    // An order a crash left PENDING, before it reached the provider.
    await paymentRepository(t.deps.db.kysely).insert({
      merchant_uid: `orbis_stale_${user.id.slice(0, 8)}`,
      user_id: user.id,
      payment_type: "REGULAR",
      status: "PENDING",
      goods_codes: JSON.stringify(["PLAN-PRO-MONTH"]),
      order_name: "Pro (monthly)",
      currency: "KRW",
      subtotal_minor: 19_900,
      amount_minor: 19_900,
      pay_method: "card",
      provider: "orbis-sandbox",
      change_kind: "new",
      created_at: now,
      updated_at: now,
    });
    await expect(order(user)).rejects.toMatchObject({
      code: 120009,
      message: "Another order of yours is being paid: wait for it to finish",
    });
    expect(await chargesOf(user.id)).toBe(0);
    t.advance(INTERRUPTED_AFTER_MS + 1);
    const provider = createSandboxProvider(t.deps.db.kysely, t.deps.secret, t.deps.clock);
    await finishInterrupted(t.deps.db.kysely, provider, t.deps.clock());
    await order(user);
    expect(await chargesOf(user.id)).toBe(1);
  });
});
