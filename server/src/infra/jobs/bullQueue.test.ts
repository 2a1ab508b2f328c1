import { randomUUID } from "node:crypto";
import { Queue, Worker } from "bullmq";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { describeJobQueue, waitFor } from "../../testing/jobQueueContract";
import { openTestDb, testEngines } from "../../testing/testDb";
import type { Db } from "../db/database";
import { createBullQueue } from "./bullQueue";
import { jobRepository } from "./jobRepository";

const redisUrl = process.env.REDIS_URL ?? "";
/** Every prefix of this file starts so; afterAll deletes whatever is left under it. */
const runPrefix = `orbis-test-${process.pid}-${randomUUID().slice(0, 8)}`;
let prefixes = 0;
const uniquePrefix = () => `${runPrefix}-${++prefixes}`;

const keysUnder = async (redis: Redis, prefix: string) => {
  const keys: string[] = [];
  let cursor = "0";
  do {
    const [next, batch] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 1000);
    keys.push(...batch);
    cursor = next;
  } while (cursor !== "0");
  return keys;
};

describe.runIf(redisUrl !== "")("BullMQ queue on Redis", () => {
  // Made in beforeAll: a skipped suite still runs its body, and must not dial Redis.
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(redisUrl);
  });
  afterAll(async () => {
    const keys = await keysUnder(redis, runPrefix);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  describe.each(testEngines)("on %s", (engine) => {
    describeJobQueue("bullmq", async () => {
      const db = await openTestDb(engine);
      const prefix = uniquePrefix();
      return {
        db: db.kysely,
        make: (onFailure) => createBullQueue(redisUrl, { db: db.kysely, prefix, onFailure }),
        close: () => db.close(),
      };
    });
  });

  describe("BullMQ with its outbox", () => {
    let db: Db;
    beforeEach(async () => {
      db = await openTestDb("pglite");
    });
    afterEach(() => db.close());

    it("hands every queued row to BullMQ again at start, even when Redis lost them", async () => {
      const runs: number[] = [];
      const handler = async (n: number) => {
        runs.push(n);
      };
      const first = createBullQueue(redisUrl, {
        db: db.kysely,
        prefix: uniquePrefix(),
        onFailure: () => {},
      });
      for (let n = 0; n < 3; n++) await first.enqueue("kept", n, { jobId: `kept-${n}` });
      await first.close();
      // A new prefix: the Redis the jobs were handed to is gone (flushed, replaced, no AOF).
      const resumed: number[] = [];
      const second = createBullQueue(redisUrl, {
        db: db.kysely,
        prefix: uniquePrefix(),
        onFailure: () => {},
        onResume: (n) => resumed.push(n),
      });
      second.register("kept", handler);
      await second.start();
      await waitFor("all jobs", () => runs.length === 3);
      await second.close();
      expect({ runs: [...runs].sort(), resumed }).toEqual({ runs: [0, 1, 2], resumed: [3] });
    });

    it("hands queued rows over again while running, when Redis lost them, running each once", async () => {
      const prefix = uniquePrefix();
      const runs: string[] = [];
      const queue = createBullQueue(redisUrl, {
        db: db.kysely,
        prefix,
        onFailure: () => {},
        sweepMs: 200,
      });
      // The job's name has no worker yet: it waits in Redis, where it is then lost.
      queue.register("busy", async () => {});
      await queue.start();
      await queue.enqueue("late", "one", { jobId: "late-1" });
      const lost = await keysUnder(redis, prefix);
      expect(lost.length).toBeGreaterThan(0);
      await redis.del(...lost);
      queue.register("late", async (data: string) => {
        runs.push(data);
      });
      await waitFor("the lost job", () => runs.length === 1);
      // More sweeps go by: the finished job's row is gone, so nothing hands it over again.
      await new Promise((r) => setTimeout(r, 600));
      await queue.close();
      expect(runs).toEqual(["one"]);
    });

    it("hands a running job that can stop back at close: another process takes it at once, the attempt not counted", async () => {
      const prefix = uniquePrefix();
      // A lock far longer than the test: only a hand-back lets the second queue have the job.
      const options = { db: db.kysely, prefix, onFailure: () => {}, lockMs: 60_000 };
      const leaving = createBullQueue(redisUrl, options);
      let started = false;
      leaving.register("cut", async (_n: number, job) => {
        started = true;
        await new Promise((_resolve, reject) =>
          job.signal.addEventListener("abort", () => reject(job.signal.reason)),
        );
      });
      let finishedWhileClosing = false;
      leaving.register("mail", async () => {
        await new Promise((r) => setTimeout(r, 300));
        finishedWhileClosing = true;
      });
      await leaving.start();
      await leaving.enqueue("cut", 7, { jobId: "cut-1" });
      await leaving.enqueue("mail", 1, { jobId: "mail-1" });
      await waitFor("the job to start", () => started);

      const taken: { n: number; lastAttempt: boolean }[] = [];
      const staying = createBullQueue(redisUrl, options);
      staying.register<number>("cut", async (n, job) => {
        taken.push({ n, lastAttempt: job.lastAttempt });
      });
      await staying.start();
      await leaving.close();
      // A job that ignores the signal was waited for, not cut short.
      expect(finishedWhileClosing).toBe(true);
      await waitFor("the other process to take it", () => taken.length === 1, 5_000);
      await staying.close();
      // Its one attempt was not spent by the hand-back: the other process ran its last attempt.
      expect(taken).toEqual([{ n: 7, lastAttempt: true }]);
      expect(await db.kysely.selectFrom("jobs").selectAll().execute()).toEqual([]);
    });

    it("runs again a job whose worker died while running it, once its lock expires", async () => {
      const prefix = uniquePrefix();
      const queue = new Queue("died", { connection: { url: redisUrl }, prefix });
      // What a killed worker leaves: the job active in Redis, its lock never renewed.
      await jobRepository(db.kysely).add({ id: "died-1", name: "died", data: 5, attempts: 2 });
      await queue.add("died", { id: "died-1", data: 5 }, { jobId: "o-died-1", attempts: 2 });
      const token = "dead-worker";
      const stale = new Worker("died", null, {
        connection: { url: redisUrl },
        prefix,
        lockDuration: 500,
      });
      const taken = await stale.getNextJob(token);
      expect(taken?.data).toEqual({ id: "died-1", data: 5 });
      await stale.close(true);

      const seen: number[] = [];
      const live = createBullQueue(redisUrl, {
        db: db.kysely,
        prefix,
        onFailure: () => {},
        lockMs: 500,
      });
      live.register<number>("died", async (n) => {
        seen.push(n);
      });
      await live.start();
      await waitFor("the job", () => seen.length === 1, 20_000);
      await live.close();
      await queue.close();
      expect(seen).toEqual([5]);
      expect(await db.kysely.selectFrom("jobs").selectAll().execute()).toEqual([]);
    });
  });

  it("stores progress on the BullMQ job and removes finished jobs from Redis", async () => {
    const prefix = uniquePrefix();
    const db = await openTestDb("pglite");
    const queue = createBullQueue(redisUrl, { db: db.kysely, prefix, onFailure: () => {} });
    const observer = new Queue("report", { connection: { url: redisUrl }, prefix });
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reported = false;
    queue.register("report", async (_data, job) => {
      await job.progress(40);
      reported = true;
      await gate;
    });
    await queue.start();
    await queue.enqueue("report", { x: 1 }, { jobId: "r:1" });
    await waitFor("progress", () => reported);
    const [active] = await observer.getJobs(["active"]);
    expect({ progress: active?.progress, data: active?.data }).toEqual({
      progress: 40,
      data: { id: "r:1", data: { x: 1 } },
    });
    release();
    await queue.close();
    expect(await observer.getJobCounts("active", "wait", "completed", "failed")).toEqual({
      active: 0,
      wait: 0,
      completed: 0,
      failed: 0,
    });
    await observer.close();
    await db.close();
  });
});
