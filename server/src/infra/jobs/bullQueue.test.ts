import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { Queue } from "bullmq";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeJobQueue, waitFor } from "../../testing/jobQueueContract";
import { createBullQueue } from "./bullQueue";

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

  describeJobQueue("bullmq", (onFailure) =>
    createBullQueue(redisUrl, { prefix: uniquePrefix(), onFailure }),
  );

  it("keeps queued jobs in Redis across close, for the next process to run once each", async () => {
    const prefix = uniquePrefix();
    const runs: number[] = [];
    const handler = async (n: number) => {
      runs.push(n);
      await sleep(150);
    };
    const first = createBullQueue(redisUrl, { prefix, onFailure: () => {} });
    first.register("resume", handler);
    await first.start();
    for (let n = 0; n < 4; n++) await first.enqueue("resume", n);
    await waitFor("first job", () => runs.length === 1);
    await first.close();
    const ranBeforeClose = runs.length;
    expect(ranBeforeClose).toBeLessThan(4);

    const second = createBullQueue(redisUrl, { prefix, onFailure: () => {} });
    second.register("resume", handler);
    await second.start();
    await waitFor("all jobs", () => runs.length === 4);
    await second.close();
    expect([...runs].sort()).toEqual([0, 1, 2, 3]);
  });

  it("stores progress on the BullMQ job and removes finished jobs from Redis", async () => {
    const prefix = uniquePrefix();
    const queue = createBullQueue(redisUrl, { prefix, onFailure: () => {} });
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
  });
});
