import { randomBytes } from "node:crypto";
import { toMinor } from "@orbis/core/payments";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startConnectionStorm } from "../../testing/connectionStorm";
import type { TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, type TestUser } from "../../testing/users";
import type { ProviderPayment } from "./providers/paymentProvider";
import { createSandboxProvider } from "./providers/sandbox/sandboxProvider";
import {
  anotherSandbox,
  freshApi,
  KO,
  planOf,
  rowOf,
  sandboxRowsOf,
} from "./testing/billingTestKit";
import { CARDS, cardForm, startPaymentsApp } from "./testing/paymentsTestKit";

/*
 * The webhook (`noticeUrl`) as a provider posts it: raw HTTP, since the route is the provider's
 * and not in the contract. The buyer pays at the sandbox directly here, so no notice is sent but
 * the ones each test posts.
 */

describe.each(testEngines)("payment notices on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startPaymentsApp(engine);
  });
  afterAll(() => t.close());

  /** A one-off order of `code`, not paid yet. */
  const order = async (user: TestUser, code: string) => {
    const request = await (await freshApi(t, user)).preparePaymentGoods({
      headers: KO,
      body: { goodsCodes: [code] },
    });
    return {
      merchantUid: request.merchantUid,
      amountMinor: toMinor(request.amount, request.currency),
      currency: request.currency,
    };
  };

  const post = (notice: { body: string; headers: Record<string, string> }) =>
    t.app.inject({
      method: "POST",
      url: "/pay/payments/notice",
      headers: notice.headers,
      payload: notice.body,
    });

  const eventsOf = async (merchantUid: string) =>
    t.deps.db.kysely
      .selectFrom("payment_events")
      .select("event_key")
      .where("merchant_uid", "=", merchantUid)
      .execute();

  const licencesOf = async (user: TestUser) =>
    (
      await t.deps.db.kysely
        .selectFrom("licences")
        .select("id")
        .where("owner_id", "=", user.id)
        .execute()
    ).length;

  it("refuses a notice whose signature does not hold (401, 120012), changing nothing", async () => {
    const user = await createTestUser(t);
    const sandbox = anotherSandbox(t);
    const charge = await order(user, "PLAN-PRO-MONTH");
    const paid = await sandbox.payByCard(charge, cardForm(CARDS.good));
    const genuine = sandbox.notice(paid);

    const forged = createSandboxProvider(t.deps.db.kysely, randomBytes(32), t.deps.clock).notice(
      paid,
    );
    const altered = { ...genuine, body: genuine.body.replace("PAID", "PAID ") };
    const unsigned = { ...genuine, headers: { "content-type": "application/json" } };
    for (const notice of [forged, altered, unsigned]) {
      const answer = await post(notice);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ code: 120012 });
    }
    // A genuine notice replayed later than five minutes is refused too.
    t.advance(6 * 60_000);
    expect((await post(genuine)).statusCode).toBe(401);

    expect((await rowOf(t, user, charge.merchantUid)).status).toBe("PENDING");
    expect(await eventsOf(charge.merchantUid)).toEqual([]);
    expect((await planOf(t, user))?.type).toBe("FREE");
  });

  it("delivers once however often the same notice arrives", async () => {
    // Student licences are sold to plans that own groups.
    const user = await createTestUser(t, { planId: "edu-instructor" });
    const sandbox = anotherSandbox(t);
    const charge = await order(user, "LICENCE-1M-BULK");
    const notice = sandbox.notice(await sandbox.payByCard(charge, cardForm(CARDS.good)));

    for (let i = 0; i < 2; i++) {
      const answer = await post(notice);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ received: true });
    }
    expect((await rowOf(t, user, charge.merchantUid)).status).toBe("COMPLETE");
    expect(await eventsOf(charge.merchantUid)).toHaveLength(1);
    expect(await licencesOf(user)).toBe(10);
  });

  // PGlite runs inside this process: it has no connection to cut.
  if (engine === "postgres")
    it("settles each payment once while the database drops every connection and notices come twice", async () => {
      const buyers = await Promise.all(
        [0, 1, 2, 3].map(() => createTestUser(t, { planId: "edu-instructor" })),
      );
      const sandbox = anotherSandbox(t);
      const notices = [];
      for (const buyer of buyers) {
        const charge = await order(buyer, "LICENCE-1M-BULK");
        notices.push({
          buyer,
          charge,
          notice: sandbox.notice(await sandbox.payByCard(charge, cardForm(CARDS.good))),
        });
      }

      // Each notice twice at once, each sent again until it is taken, as a provider retries.
      const storm = await startConnectionStorm(t.deps.db);
      const answers: number[] = [];
      const deliver = async (notice: { body: string; headers: Record<string, string> }) => {
        for (let tries = 0; tries < 50; tries++) {
          const { statusCode } = await post(notice);
          answers.push(statusCode);
          if (statusCode === 200) return;
          await new Promise((r) => setTimeout(r, 10));
        }
      };
      await Promise.all(notices.flatMap(({ notice }) => [deliver(notice), deliver(notice)]));
      expect(await storm.stop()).toBeGreaterThan(0);
      // What failed said to come back later; nothing answered as a server fault.
      expect(answers.filter((status) => status !== 200 && status !== 503)).toEqual([]);
      expect(answers.filter((status) => status === 503).length).toBeGreaterThan(0);

      // The provider's last retry, after the storm; then each payment settled exactly once.
      for (const { buyer, charge, notice } of notices) {
        expect((await post(notice)).statusCode).toBe(200);
        expect((await rowOf(t, buyer, charge.merchantUid)).status).toBe("COMPLETE");
        expect(await eventsOf(charge.merchantUid)).toHaveLength(1);
        expect(await licencesOf(buyer)).toBe(10);
      }
    });

  it("changes nothing for a notice that arrives out of order (FAILED after PAID)", async () => {
    const user = await createTestUser(t);
    const sandbox = anotherSandbox(t);
    const charge = await order(user, "PLAN-PRO-MONTH");
    const failed = await sandbox.payByCard(charge, cardForm(CARDS.failOnce));
    expect(failed.status).toBe("FAILED");
    const failedNotice = sandbox.notice(failed);
    const paidNotice = sandbox.notice(await sandbox.payByCard(charge, cardForm(CARDS.failOnce)));

    expect((await post(paidNotice)).statusCode).toBe(200);
    const complete = await rowOf(t, user, charge.merchantUid);
    expect(complete.status).toBe("COMPLETE");
    expect((await post(failedNotice)).statusCode).toBe(200);
    expect(await rowOf(t, user, charge.merchantUid)).toMatchObject({
      status: "COMPLETE",
      failure: null,
    });
    expect((await planOf(t, user))?.type).toBe("PRO");
  });

  it("returns the money of a payment whose provider report differs from the order and delivers nothing", async () => {
    const user = await createTestUser(t);
    const sandbox = anotherSandbox(t);
    const charge = await order(user, "PLAN-PRO-MONTH");
    const paid: ProviderPayment = await sandbox.payByCard(charge, cardForm(CARDS.good));
    // The provider took another amount than the server priced (a tampered checkout).
    await t.deps.db.kysely
      .updateTable("sandbox_payments")
      .set({ amount_minor: 100 })
      .where("merchant_uid", "=", charge.merchantUid)
      .execute();

    expect((await post(sandbox.notice(paid))).statusCode).toBe(200);
    const row = await rowOf(t, user, charge.merchantUid);
    expect(row.status).toBe("RESERVE_FAIL");
    expect(row.failure).toContain("100 KRW");
    expect((await sandboxRowsOf(t, charge.merchantUid)).map((r) => r.status)).toEqual([
      "CANCELLED",
    ]);
    expect((await planOf(t, user))?.type).toBe("FREE");
  });

  it("takes a notice of a payment it does not know (200) and writes nothing", async () => {
    const sandbox = anotherSandbox(t);
    const stranger = sandbox.notice({
      merchantUid: "orbis_unknown",
      providerPaymentId: "sbx_unknown",
      status: "PAID",
      amountMinor: 19_900,
      currency: "KRW",
      payMethod: "card",
      cardName: null,
      receiptUrl: null,
      failure: null,
    });
    expect((await post(stranger)).statusCode).toBe(200);
    expect(await eventsOf("orbis_unknown")).toEqual([]);
  });
});
