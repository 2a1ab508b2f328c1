import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../infra/db/database";
import { startConnectionStorm } from "../../testing/connectionStorm";
import type { TestApp } from "../../testing/testApp";
import { connectAgain, testEngines } from "../../testing/testDb";
import { createTestUser, type TestUser } from "../../testing/users";
import { chargeDue } from "./billing";
import { INTERRUPTED_AFTER_MS } from "./interrupted";
import { type PaymentRow, paymentRepository } from "./paymentRepository";
import { billingRound } from "./scheduler";
import {
  advanceTo,
  anotherSandbox,
  declineEveryCharge,
  paymentsOf,
  planOf,
  registerCard,
  rowOf,
  sandboxRowsOf,
  subscribe,
  theScheduled,
  tick,
} from "./testing/billingTestKit";
import { CARDS, startPaymentsApp } from "./testing/paymentsTestKit";

describe.each(testEngines)("two billing schedulers at once on %s", (engine) => {
  let t: TestApp;
  let second: Db;
  beforeAll(async () => {
    t = await startPaymentsApp(engine);
    // On PostgreSQL a pool of its own, as another server process has.
    second = await connectAgain(t.deps.db);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  /**
   * Each user's renewal taken once by the provider, recorded COMPLETE once (with `extra`), and
   * one next renewal scheduled at the end of its period.
   */
  const expectRenewedOnce = async (
    users: readonly TestUser[],
    renewals: readonly PaymentRow[],
    extra: { attempts?: number } = {},
  ) => {
    for (const [i, user] of users.entries()) {
      const renewal = renewals[i];
      if (renewal === undefined) throw new Error("no renewal");
      expect(await sandboxRowsOf(t, renewal.merchant_uid)).toHaveLength(1);
      const rows = await paymentsOf(t, user);
      expect(rows.filter((p) => p.change_kind === "renewal" && p.status === "COMPLETE")).toEqual([
        expect.objectContaining({ merchant_uid: renewal.merchant_uid, ...extra }),
      ]);
      const next = await theScheduled(t, user);
      expect(next.merchant_uid).not.toBe(renewal.merchant_uid);
      expect(new Date(next.scheduled_at ?? 0)).toEqual(new Date(renewal.period_end ?? 0));
    }
  };

  it("charge each due renewal exactly once and schedule exactly one next renewal", async () => {
    const users: TestUser[] = [];
    for (let i = 0; i < 4; i++) {
      const user = await createTestUser(t);
      await registerCard(t, user, CARDS.good);
      await subscribe(t, user, i % 2 === 0 ? "PLAN-PRO-MONTH" : "HOSTING-BASIC-MONTH");
      users.push(user);
    }
    const renewals = await Promise.all(users.map((u) => theScheduled(t, u)));
    advanceTo(t, renewals[0]?.scheduled_at ?? null, 5 * 60_000);

    const now = t.deps.clock();
    const charged = await Promise.all([
      chargeDue(t.deps.db.kysely, anotherSandbox(t), now),
      chargeDue(second.kysely, anotherSandbox(t, second.kysely), now),
    ]);
    expect(charged[0] + charged[1]).toBe(users.length);

    await expectRenewedOnce(users, renewals, { attempts: 1 });
    expect((await planOf(t, users[0] as TestUser))?.type).toBe("PRO");
  });

  // PGlite runs inside this process: it has no connection to cut.
  if (engine === "postgres")
    it("charge each due renewal exactly once while the database drops every connection mid-run", async () => {
      const users: TestUser[] = [];
      for (let i = 0; i < 6; i++) {
        const user = await createTestUser(t);
        await registerCard(t, user, CARDS.good);
        await subscribe(t, user, "PLAN-PRO-MONTH");
        users.push(user);
      }
      const renewals = await Promise.all(users.map((u) => theScheduled(t, u)));
      advanceTo(t, renewals[0]?.scheduled_at ?? null, 5 * 60_000);

      // Two schedulers run rounds while every connection to the database is cut again and again.
      const storm = await startConnectionStorm(t.deps.db);
      const failedRounds: unknown[] = [];
      for (let round = 0; round < 20; round++) {
        const results = await Promise.allSettled([
          billingRound(t.deps.db.kysely, anotherSandbox(t), t.deps.clock),
          billingRound(second.kysely, anotherSandbox(t, second.kysely), t.deps.clock),
        ]);
        for (const r of results) if (r.status === "rejected") failedRounds.push(r.reason);
      }
      expect(await storm.stop()).toBeGreaterThan(0);
      expect(failedRounds.length).toBeGreaterThan(0);

      // The rounds after the storm, past the wait before a charge left waiting is looked into,
      // finish whatever a cut left halfway.
      advanceTo(t, t.deps.clock(), INTERRUPTED_AFTER_MS);
      for (let round = 0; round < 3; round++) {
        await billingRound(t.deps.db.kysely, anotherSandbox(t), t.deps.clock);
        await billingRound(second.kysely, anotherSandbox(t, second.kysely), t.deps.clock);
      }
      await expectRenewedOnce(users, renewals);
      for (const user of users) expect((await planOf(t, user))?.type).toBe("PRO");
    });

  it("leave a retry alone that another scheduler tried since they read it", async () => {
    const user = await createTestUser(t);
    await registerCard(t, user, CARDS.good);
    await subscribe(t, user, "PLAN-PRO-MONTH");
    await declineEveryCharge(t, user);
    const renewal = await theScheduled(t, user);
    advanceTo(t, renewal.scheduled_at);
    await tick(t);
    const failedOnce = await rowOf(t, user, renewal.merchant_uid);
    advanceTo(t, failedOnce.next_attempt_at);
    // This scheduler read the due retry; before it claims it, another one tries it and fails.
    const stale = await rowOf(t, user, renewal.merchant_uid);
    await tick(t);
    const failedTwice = await rowOf(t, user, renewal.merchant_uid);
    expect(failedTwice).toMatchObject({ status: "RESERVE_FAIL", attempts: 2 });
    expect(stale.status).toBe(failedTwice.status);

    expect(
      await paymentRepository(second.kysely).claimRetry(stale, t.deps.clock()),
    ).toBeUndefined();
    expect(await rowOf(t, user, renewal.merchant_uid)).toEqual(failedTwice);
    expect((await planOf(t, user))?.type).toBe("PRO");
  });
});
