import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { describeJobQueue, gate, waitFor } from "../../testing/jobQueueContract";
import { openTestDb, testEngines } from "../../testing/testDb";
import type { Db } from "../db/database";
import { createInProcessQueue } from "./inProcessQueue";
import { jobRepository } from "./jobRepository";

describe.each(testEngines)("on %s", (engine) => {
  describeJobQueue("in-process", async () => {
    const db = await openTestDb(engine);
    return {
      db: db.kysely,
      make: (onFailure) => createInProcessQueue(db.kysely, { onFailure }),
      close: () => db.close(),
    };
  });

  describe("in-process queue", () => {
    let db: Db;
    beforeEach(async () => {
      db = await openTestDb(engine);
    });
    afterEach(() => db.close());

    it("runs again at start a job its process was running when it died", async () => {
      // What a killed process leaves: the job taken (running), never finished.
      await jobRepository(db.kysely).add({ id: "tile-1", name: "tile", data: 7, attempts: 2 });
      expect(await jobRepository(db.kysely).claim("tile")).toMatchObject({ id: "tile-1" });
      const resumed: number[] = [];
      const seen: number[] = [];
      const queue = createInProcessQueue(db.kysely, {
        onFailure: () => {},
        onResume: (n) => resumed.push(n),
      });
      queue.register<number>("tile", async (n) => {
        seen.push(n);
      });
      await queue.start();
      await waitFor("the job", () => seen.length === 1);
      await queue.close();
      expect({ seen, resumed }).toEqual({ seen: [7], resumed: [1] });
      expect(await db.kysely.selectFrom("jobs").selectAll().execute()).toEqual([]);
    });

    it("puts a retried job behind the jobs already waiting", async () => {
      const queue = createInProcessQueue(db.kysely, { onFailure: () => {} });
      const order: string[] = [];
      const held = gate();
      queue.register<string>("work", async (label) => {
        order.push(label);
        await held.closed;
        if (label === "a" && order.filter((l) => l === "a").length === 1) throw new Error("once");
      });
      await queue.start();
      await queue.enqueue("work", "a", { attempts: 2 });
      await waitFor("a", () => order.length === 1);
      await queue.enqueue("work", "b");
      await queue.enqueue("work", "c");
      held.open();
      await waitFor("four runs", () => order.length === 4);
      await queue.close();
      expect(order).toEqual(["a", "b", "c", "a"]);
    });

    it("stops at close after the running job: the queued ones stay queued in the table", async () => {
      const queue = createInProcessQueue(db.kysely, { onFailure: () => {} });
      const held = gate();
      const runs: number[] = [];
      queue.register<number>("work", async (n) => {
        runs.push(n);
        await held.closed;
      });
      await queue.start();
      for (let n = 0; n < 5; n++) await queue.enqueue("work", n, { jobId: `work-${n}` });
      await waitFor("the first job", () => runs.length === 1);
      const closing = queue.close();
      held.open();
      await closing;
      expect(runs).toEqual([0]);
      const left = await db.kysely
        .selectFrom("jobs")
        .select(["id", "state"])
        .orderBy("position")
        .execute();
      expect(left).toEqual(
        [1, 2, 3, 4].map((n) => ({ id: `work-${n}`, state: "queued" as const })),
      );
    });
  });
});
