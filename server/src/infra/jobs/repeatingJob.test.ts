import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { hasRedisServer, startRedisServer } from "@orbis/testkit/redisServer";
import { Queue } from "bullmq";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitFor } from "../../testing/jobQueueContract";
import { type RepeatingJobOptions, startRepeatingJob } from "./repeatingJob";

const redisUrl = process.env.REDIS_URL ?? "";
/** Every prefix of this file starts so; afterAll deletes whatever is left under it. */
const runPrefix = `orbis-test-${process.pid}-${randomUUID().slice(0, 8)}`;
let prefixes = 0;
const uniquePrefix = () => `${runPrefix}-${++prefixes}`;

/** A job that records when each run started, and how many ran at once at most. */
const recorder = () => {
  const starts: number[] = [];
  const errors: unknown[] = [];
  let running = 0;
  let mostAtOnce = 0;
  let finished = 0;
  const job = (
    work: () => Promise<void> = async () => {},
  ): Pick<RepeatingJobOptions, "run" | "onError"> => ({
    run: async () => {
      starts.push(Date.now());
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      try {
        await work();
      } finally {
        running -= 1;
        finished += 1;
      }
    },
    onError: (error) => errors.push(error),
  });
  return {
    job,
    starts,
    errors,
    get running() {
      return running;
    },
    get mostAtOnce() {
      return mostAtOnce;
    },
    get finished() {
      return finished;
    },
  };
};

/** The shortest time between two runs that followed each other. */
const shortestGap = (starts: readonly number[]): number =>
  Math.min(...starts.slice(1).map((at, i) => at - (starts[i] ?? 0)));

describe("a repeating job on a timer in the process", () => {
  it("runs every interval, never twice at once, and stops after the run in progress", async () => {
    const seen = recorder();
    const stop = await startRepeatingJob({
      name: "tick",
      everyMs: 20,
      ...seen.job(() => sleep(50).then(() => {})),
    });
    await waitFor("three runs", () => seen.starts.length >= 3);
    await waitFor("a run in progress", () => seen.running === 1);
    await stop();
    expect(seen.running).toBe(0);
    expect(seen.mostAtOnce).toBe(1);
    const runs = seen.starts.length;
    await sleep(100);
    expect(seen.starts.length).toBe(runs);
  });

  it("reports a run that throws and runs again", async () => {
    const seen = recorder();
    const stop = await startRepeatingJob({
      name: "tick",
      everyMs: 10,
      ...seen.job(async () => {
        throw new Error("the database is away");
      }),
    });
    await waitFor("two failed runs", () => seen.errors.length >= 2);
    await stop();
    expect(seen.errors[0]).toMatchObject({ message: "the database is away" });
  });
});

describe.runIf(redisUrl !== "")("a repeating job on BullMQ", () => {
  // Made in beforeAll: a skipped suite still runs its body, and must not dial Redis.
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(redisUrl);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${runPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  /** What Redis shows of a job's queue: its job schedulers and connected workers. */
  const observe = async (name: string, prefix: string) => {
    const queue = new Queue(name, { connection: new Redis(redisUrl), prefix });
    const seen = {
      schedulers: await queue.getJobSchedulersCount(),
      workers: await queue.getWorkersCount(),
    };
    await queue.close();
    await queue.disconnect();
    return seen;
  };

  it("is one schedule however many processes start it: one of them takes each run", async () => {
    const prefix = uniquePrefix();
    const seen = recorder();
    const everyMs = 250;
    const stops = await Promise.all(
      ["a", "b", "c"].map(() =>
        startRepeatingJob({ name: "tick", everyMs, redisUrl, prefix, ...seen.job() }),
      ),
    );
    expect(await observe("tick", prefix)).toEqual({ schedulers: 1, workers: 3 });
    const began = Date.now();
    await waitFor("four runs", () => seen.starts.length >= 4);
    const elapsed = Date.now() - began;
    // Three processes, one schedule: a run per interval in all, never three at a time.
    expect(seen.starts.length).toBeLessThanOrEqual(Math.ceil(elapsed / everyMs) + 2);
    expect(shortestGap(seen.starts)).toBeGreaterThan(everyMs / 2);

    // One process stopping leaves the schedule to the others.
    await stops[0]?.();
    await stops[1]?.();
    const runs = seen.starts.length;
    await waitFor("a run without them", () => seen.starts.length > runs);
    await stops[2]?.();
    // No connection is left behind, and nothing runs any more.
    expect(await observe("tick", prefix)).toEqual({ schedulers: 1, workers: 0 });
    const last = seen.starts.length;
    await sleep(3 * everyMs);
    expect(seen.starts.length).toBe(last);
    expect(seen.errors).toEqual([]);
  });

  it("waits for the run in progress when stopped, reports a failed run and goes on", async () => {
    const prefix = uniquePrefix();
    const seen = recorder();
    let failures = 1;
    const stop = await startRepeatingJob({
      name: "tick",
      everyMs: 100,
      redisUrl,
      prefix,
      ...seen.job(async () => {
        if (failures-- > 0) throw new Error("the database is away");
        await sleep(300);
      }),
    });
    await waitFor("a failed run", () => seen.errors.length === 1);
    await waitFor("a long run in progress", () => seen.running === 1);
    await stop();
    expect(seen.running).toBe(0);
    expect(seen.finished).toBe(seen.starts.length);
    expect(seen.errors).toMatchObject([{ message: "the database is away" }]);
  });
});

describe.runIf(await hasRedisServer())("a repeating job on a Redis that restarts empty", () => {
  it("puts its scheduler back when the connection returns, and runs again", async () => {
    const redis = await startRedisServer();
    const seen = recorder();
    const stop = await startRepeatingJob({
      name: "tick",
      everyMs: 150,
      redisUrl: redis.url,
      ...seen.job(),
    });
    try {
      await waitFor("two runs", () => seen.finished >= 2);
      // Restarted on its address with none of its data: the scheduler is gone with the rest.
      await redis.stop();
      const before = seen.finished;
      const again = await startRedisServer(redis.port);
      try {
        await waitFor("runs after the restart", () => seen.finished >= before + 2, 20_000);
      } finally {
        await stop();
        await again.stop();
      }
    } finally {
      await redis.stop();
    }
  });
});
