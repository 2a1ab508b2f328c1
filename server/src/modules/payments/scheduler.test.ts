import { randomUUID } from "node:crypto";
import { Queue } from "bullmq";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "../../infra/db/database";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { connectAgain, testEngines } from "../../testing/testDb";
import { createTestUser } from "../../testing/users";
import { BILLING_JOB, startBillingScheduler } from "./scheduler";
import {
  advanceTo,
  anotherSandbox,
  registerCard,
  rowOf,
  sandboxRowsOf,
  subscribe,
  theScheduled,
} from "./testing/billingTestKit";
import { CARDS, startPaymentsApp } from "./testing/paymentsTestKit";

const redisUrl = process.env.REDIS_URL ?? "";
const prefix = `orbis-test-${process.pid}-${randomUUID().slice(0, 8)}`;

describe.each(testEngines)("the billing scheduler on %s", (engine) => {
  let t: TestApp;
  let second: Db;
  beforeAll(async () => {
    t = await startPaymentsApp(engine);
    second = await connectAgain(t.deps.db);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
    if (redisUrl !== "") {
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  });

  /** A subscriber whose renewal is due now; answers the renewal's merchantUid. */
  const dueRenewal = async (): Promise<{ merchantUid: string; completes: () => Promise<void> }> => {
    const user = await createTestUser(t);
    await registerCard(t, user, CARDS.good);
    await subscribe(t, user, "PLAN-PRO-MONTH");
    const renewal = await theScheduled(t, user);
    advanceTo(t, renewal.scheduled_at);
    return {
      merchantUid: renewal.merchant_uid,
      completes: () =>
        vi.waitFor(
          async () => {
            expect((await rowOf(t, user, renewal.merchant_uid)).status).toBe("COMPLETE");
          },
          { timeout: 10_000, interval: 50 },
        ),
    };
  };

  it("charges what is due on a timer in the process without REDIS_URL", async () => {
    const renewal = await dueRenewal();
    const errors: unknown[] = [];
    const stop = await startBillingScheduler(
      { ...t.deps, config: { ...t.deps.config, redisUrl: undefined } },
      anotherSandbox(t),
      { everyMs: 50, onError: (error) => errors.push(error) },
    );
    await renewal.completes();
    await stop();
    expect(await sandboxRowsOf(t, renewal.merchantUid)).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it.runIf(redisUrl !== "")(
    "with REDIS_URL runs one BullMQ schedule for two processes, and charges once",
    async () => {
      const renewal = await dueRenewal();
      const errors: unknown[] = [];
      const config = { ...t.deps.config, redisUrl };
      const options = { everyMs: 100, prefix, onError: (error: unknown) => errors.push(error) };
      const stops = await Promise.all([
        startBillingScheduler({ ...t.deps, config }, anotherSandbox(t), options),
        startBillingScheduler(
          { db: second, clock: t.deps.clock, config },
          anotherSandbox(t, second.kysely),
          options,
        ),
      ]);
      await renewal.completes();
      // A few more ticks find nothing more to charge.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await Promise.all(stops.map((stop) => stop()));
      expect(await sandboxRowsOf(t, renewal.merchantUid)).toHaveLength(1);
      expect(errors).toEqual([]);
    },
  );
});

describe.runIf(redisUrl !== "")("a server started with REDIS_URL", () => {
  it("registers the billing schedule on BullMQ when ready and leaves no worker when closed", async () => {
    const redis = new Redis(redisUrl);
    const queue = new Queue(BILLING_JOB, { connection: redis, prefix: "orbis" });
    const workers = await queue.getWorkersCount();
    const t = await startTestApp("pglite", { env: { REDIS_URL: redisUrl } });
    try {
      expect(await queue.getJobSchedulersCount()).toBe(1);
      expect(await queue.getWorkersCount()).toBe(workers + 1);
    } finally {
      await t.close();
    }
    expect(await queue.getWorkersCount()).toBe(workers);
    await queue.close();
    // What this test put in the server's own prefix.
    const keys = await redis.keys(`orbis:${BILLING_JOB}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });
});
