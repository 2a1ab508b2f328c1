import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { Queue } from "bullmq";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../infra/db/database";
import type { StopRepeating } from "../../infra/jobs/repeatingJob";
import { apiFor } from "../../testing/apiClient";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { connectAgain, type TestEngine, testEngines } from "../../testing/testDb";
import { createTestUser } from "../../testing/users";
import { STATISTICS_FOLD_JOB, startStatisticsFold } from "./statistics/foldJob";
import { createVisitStatistics, statisticsOf } from "./statistics/visitStatistics";
import { tourWithScene } from "./testing/testKit";

const redisUrl = process.env.REDIS_URL ?? "";
const setups: { engine: TestEngine; queue: "timer" | "BullMQ" }[] = [
  ...testEngines.map((engine) => ({ engine, queue: "timer" as const })),
  ...(redisUrl === ""
    ? []
    : [{ engine: testEngines.at(-1) ?? "pglite", queue: "BullMQ" as const }]),
];
const FOLD_EVERY_MS = 200;
const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148 Safari/604.1";
const DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0 Safari/537.36";

/** Polls `read` until it answers what `done` accepts; answers that. */
const eventually = async <T>(what: string, read: () => Promise<T>, done: (value: T) => boolean) => {
  const until = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until)
      throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await sleep(25);
  }
};

/*
 * The repeating `statistics-fold` job itself, as two server processes run it on one database:
 * each with its timer, or one BullMQ job scheduler for both when REDIS_URL is set. The visits
 * are written raw (nothing folds them but the job), and the figures appear in the daily rows,
 * counted once.
 */
describe.each(setups)("the statistics fold job on $engine, $queue", ({ engine, queue }) => {
  let t: TestApp;
  let second: Db;
  let tourId: string;
  let sceneId: string;
  const prefix = `orbis-test-fold-${randomUUID().slice(0, 8)}`;
  const stops: StopRepeating[] = [];
  const errors: unknown[] = [];

  beforeAll(async () => {
    t = await startTestApp(engine, queue === "BullMQ" ? { redisUrl } : {});
    second = await connectAgain(t.deps.db);
    const pro = await createTestUser(t, { planId: "pro" });
    ({ tourId, sceneId } = await tourWithScene(t, pro, "Folded by the job"));
    await apiFor(t, pro).publishTour({ params: { id: tourId }, body: {} });
  });
  afterAll(async () => {
    for (const stop of stops) await stop();
    await second.close();
    await t.close();
    if (queue === "BullMQ") {
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  });

  it("folds what two processes recorded into the daily rows, each visit once", async () => {
    const mine = statisticsOf(t.deps);
    if (mine === undefined) throw new Error("no statistics on the app");
    // The second process: its own statistics on its own connection to the same database.
    const theirs = createVisitStatistics({ ...t.deps, db: second }, (error) => errors.push(error));
    const day = t.deps.clock().toISOString().slice(0, 10);
    const view = (ip: string, agent: string) => ({ ip, headers: { "user-agent": agent } });
    mine.recordVisit(tourId, view("203.0.113.10", PHONE));
    mine.recordVisit(tourId, view("203.0.113.11", DESKTOP));
    theirs.recordVisit(tourId, view("203.0.113.10", PHONE));
    theirs.recordVisit(tourId, view("203.0.113.12", PHONE));
    const stay = { visitId: "visit-job-0001", sceneId, seconds: 12, exit: true };
    mine.recordBeacon(tourId, stay, view("203.0.113.10", PHONE));
    await Promise.all([mine.flush(), theirs.flush()]);
    const db = t.deps.db.kysely;
    const raw = await db.selectFrom("visit_events").select("id").execute();
    expect(raw).toHaveLength(4);
    expect(await db.selectFrom("tour_daily_stats").selectAll().execute()).toEqual([]);

    // Both processes start the job, as each server does at start.
    const config = { ...t.deps.config, ...(queue === "BullMQ" ? { redisUrl } : {}) };
    const options = { everyMs: FOLD_EVERY_MS, prefix };
    for (const statistics of [mine, theirs])
      stops.push(await startStatisticsFold({ config }, statistics, (e) => errors.push(e), options));

    if (queue === "BullMQ") {
      // One job scheduler in Redis for both processes, and a worker of each taking its runs.
      const seen = new Queue(STATISTICS_FOLD_JOB, { connection: new Redis(redisUrl), prefix });
      expect([await seen.getJobSchedulersCount(), await seen.getWorkersCount()]).toEqual([1, 2]);
      await seen.close();
      await seen.disconnect();
    }

    const daily = await eventually(
      "the folded day",
      () =>
        db
          .selectFrom("tour_daily_stats")
          .select(["visits", "visitors"])
          .where("tour_id", "=", tourId)
          .where("day", "=", day)
          .execute(),
      (rows) => rows.length > 0,
    );
    expect(daily).toEqual([{ visits: 4, visitors: 3 }]);
    const devices = await db
      .selectFrom("tour_daily_counts")
      .select(["key", "visits"])
      .where("tour_id", "=", tourId)
      .where("dimension", "=", "device")
      .orderBy("key")
      .execute();
    expect(devices).toEqual([
      { key: "desktop", visits: 1 },
      { key: "phone", visits: 3 },
    ]);
    const scenes = await eventually(
      "the folded scene",
      () => db.selectFrom("tour_scene_stats").select(["views", "seconds", "exits"]).execute(),
      (rows) => rows.length > 0,
    );
    expect(scenes).toEqual([{ views: 1, seconds: 12, exits: 1 }]);
    expect(await db.selectFrom("visit_events").select("id").execute()).toEqual([]);

    // Later runs find nothing more to fold: the figures stay as they are.
    await sleep(FOLD_EVERY_MS * 3);
    expect(
      await db.selectFrom("tour_daily_stats").select(["visits", "visitors"]).execute(),
    ).toEqual([{ visits: 4, visitors: 3 }]);
    expect(errors).toEqual([]);
  });
});
