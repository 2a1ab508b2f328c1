import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import type { TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { until } from "../../testing/until";
import { createTestUser, type TestUser } from "../../testing/users";
import { finishInterrupted, INTERRUPTED_AFTER_MS } from "./interrupted";
import { paymentRepository } from "./paymentRepository";
import { createSandboxProvider } from "./providers/sandbox/sandboxProvider";
import { settleReport } from "./settlement";
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

  // The window a double click can slip through is a few statements wide, too narrow to hit
  // on purpose: this holds the buyer's ordering lock as an order being priced does, and checks
  // that a payment settling meanwhile waits for it instead of delivering its plan under it.
  // PGlite has one connection, so two transactions never meet there.
  if (engine === "postgres")
    it("settles a payment only once the buyer's order being priced is written", async () => {
      const user = await createTestUser(t);
      const db = t.deps.db.kysely;
      const now = t.deps.clock();
      const merchantUid = `orbis_settling_${user.id.slice(0, 8)}`;
      await insertPlanPayment(db, user.id, merchantUid, "RESERVE", now);
      let release = () => {};
      const pricing = db.transaction().execute(async (trx) => {
        await paymentRepository(trx).lockOrdering(user.id);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      });
      await until("the ordering lock to be held", async () =>
        (await lockWaiters(db, "granted")) > 0 ? true : undefined,
      );
      let settled = false;
      const settling = settleReport(
        db,
        {
          merchantUid,
          providerPaymentId: "sandbox_settling",
          status: "PAID",
          amountMinor: 19_900,
          currency: "KRW",
          payMethod: "card",
          cardName: "Test card",
          receiptUrl: null,
          failure: null,
        },
        now,
      ).then((result) => {
        settled = true;
        return result;
      });
      try {
        await until("the settlement to wait for the ordering lock", async () =>
          settled || (await lockWaiters(db, "waiting")) > 0 ? true : undefined,
        );
        expect(settled).toBe(false);
      } finally {
        release();
        await pricing;
      }
      expect((await settling).payment?.status).toBe("COMPLETE");
    });

  it("refuses an order while another is in flight, until a stale one is looked into", async () => {
    const user = await createTestUser(t);
    await apiFor(t, user).createPayMethod({ body: cardForm(CARDS.good) });
    const now = t.deps.clock();
    // An order a crash left PENDING, before it reached the provider.
    await insertPlanPayment(
      t.deps.db.kysely,
      user.id,
      `orbis_stale_${user.id.slice(0, 8)}`,
      "PENDING",
      now,
    );
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

/** How many advisory locks in this test's database are held ("granted") or waited for. */
const lockWaiters = async (
  db: TestApp["deps"]["db"]["kysely"],
  state: "granted" | "waiting",
): Promise<number> => {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from pg_locks
    where locktype = 'advisory' and granted = ${state === "granted"}
      and database = (select oid from pg_database where datname = current_database())`.execute(db);
  return rows[0]?.n ?? 0;
};

/** A plan order of the buyer's, written as the server writes one, in the status given. */
const insertPlanPayment = async (
  db: TestApp["deps"]["db"]["kysely"],
  userId: string,
  merchantUid: string,
  status: "PENDING" | "RESERVE",
  now: Date,
): Promise<void> => {
  await paymentRepository(db).insert({
    merchant_uid: merchantUid,
    user_id: userId,
    payment_type: "REGULAR",
    status,
    goods_codes: JSON.stringify(["PLAN-PRO-MONTH"]),
    order_name: "Pro (monthly)",
    currency: "KRW",
    subtotal_minor: 19_900,
    amount_minor: 19_900,
    pay_method: "card",
    provider: "orbis-sandbox",
    change_kind: "new",
    period_start: now,
    period_end: new Date(now.getTime() + 30 * 86_400_000),
    created_at: now,
    updated_at: now,
  });
};
