import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import type { TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser } from "../../testing/users";
import { chargeDue } from "./billing";
import { finishInterrupted, INTERRUPTED_AFTER_MS } from "./interrupted";
import { payMethodRepository } from "./payMethodRepository";
import { type PaymentRow, paymentRepository } from "./paymentRepository";
import { createSandboxProvider } from "./providers/sandbox/sandboxProvider";
import { CARDS, cardForm, startPaymentsApp } from "./testing/paymentsTestKit";

const DAY = 86_400_000;

/*
 * A process that dies between claiming a renewal (RESERVE) and hearing the provider's answer
 * leaves the payment RESERVE. Whether the provider took the charge or never saw it, the next
 * look finishes it, and the buyer is charged exactly once.
 */
describe.each(testEngines)("charges a crash interrupted, on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startPaymentsApp(engine);
  });
  afterAll(() => t.close());

  const provider = () => createSandboxProvider(t.deps.db.kysely, t.deps.secret, t.deps.clock);

  /** A user on PRO by card, whose renewal is due and was claimed and reserved, then the process died. */
  const renewalLeftReserved = async (): Promise<{
    userId: string;
    reserved: PaymentRow;
    billingKey: string;
  }> => {
    const user = await createTestUser(t);
    const api = apiFor(t, user);
    await api.createPayMethod({ body: cardForm(CARDS.good) });
    await api.prepareRegularOrder({
      headers: { langcode: "KO" },
      body: {
        goodsCodes: ["PLAN-PRO-MONTH"],
        appId: "orbis",
        buyerEmail: user.email,
        buyerName: "Buyer",
      },
    });
    const payments = paymentRepository(t.deps.db.kysely);
    const [renewal] = await payments.scheduled(user.id);
    if (renewal === undefined) throw new Error("no renewal was scheduled");
    t.advance(32 * DAY);
    const now = t.deps.clock();
    const claimed = await payments.move(renewal, "due", now);
    const reserved = claimed && (await payments.move(claimed, "reserve", now, { attempts: 1 }));
    if (reserved === undefined) throw new Error("the renewal could not be reserved");
    const method = await payMethodRepository(t.deps.db.kysely).findDefault(user.id);
    return { userId: user.id, reserved, billingKey: method?.billing_key ?? "" };
  };

  const sandboxCharges = async (merchantUid: string) =>
    (
      await t.deps.db.kysely
        .selectFrom("sandbox_payments")
        .select("status")
        .where("merchant_uid", "=", merchantUid)
        .execute()
    ).length;

  const statusOf = async (merchantUid: string) =>
    (await paymentRepository(t.deps.db.kysely).find(merchantUid))?.status;

  it("completes a charge the provider took before the process died", async () => {
    const { reserved, billingKey } = await renewalLeftReserved();
    await provider().chargeBillingKey({
      billingKey,
      merchantUid: reserved.merchant_uid,
      orderName: reserved.order_name,
      amountMinor: Number(reserved.amount_minor),
      currency: reserved.currency,
      buyerEmail: null,
      buyerName: null,
    });
    // Too early: the charge may still be on its way.
    expect(await finishInterrupted(t.deps.db.kysely, provider(), t.deps.clock())).toBe(0);
    t.advance(INTERRUPTED_AFTER_MS + 1);
    expect(await finishInterrupted(t.deps.db.kysely, provider(), t.deps.clock())).toBeGreaterThan(
      0,
    );
    expect(await statusOf(reserved.merchant_uid)).toBe("COMPLETE");
    expect(await sandboxCharges(reserved.merchant_uid)).toBe(1);
  });

  it("charges once, on the next tick, a renewal the provider never received", async () => {
    const { reserved } = await renewalLeftReserved();
    t.advance(INTERRUPTED_AFTER_MS + 1);
    await finishInterrupted(t.deps.db.kysely, provider(), t.deps.clock());
    expect(await statusOf(reserved.merchant_uid)).toBe("RESERVE_FAIL");
    await chargeDue(t.deps.db.kysely, provider(), t.deps.clock());
    expect(await statusOf(reserved.merchant_uid)).toBe("COMPLETE");
    await chargeDue(t.deps.db.kysely, provider(), t.deps.clock());
    expect(await sandboxCharges(reserved.merchant_uid)).toBe(1);
  });
});
