import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../infra/db/database";
import type { TestApp } from "../../testing/testApp";
import { connectAgain, testEngines } from "../../testing/testDb";
import { createTestUser, type TestUser } from "../../testing/users";
import { chargeDue } from "./billing";
import { paymentRepository } from "./paymentRepository";
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

    for (const [i, user] of users.entries()) {
      const renewal = renewals[i];
      if (renewal === undefined) throw new Error("no renewal");
      expect(await sandboxRowsOf(t, renewal.merchant_uid)).toHaveLength(1);
      const rows = await paymentsOf(t, user);
      expect(rows.filter((p) => p.change_kind === "renewal" && p.status === "COMPLETE")).toEqual([
        expect.objectContaining({ merchant_uid: renewal.merchant_uid, attempts: 1 }),
      ]);
      const next = await theScheduled(t, user);
      expect(next.merchant_uid).not.toBe(renewal.merchant_uid);
      expect(new Date(next.scheduled_at ?? 0)).toEqual(new Date(renewal.period_end ?? 0));
    }
    expect((await planOf(t, users[0] as TestUser))?.type).toBe("PRO");
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
