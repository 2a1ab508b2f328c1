import { setTimeout as sleep } from "node:timers/promises";
import type { Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "../infra/db/schema";
import type { JobFailureLog } from "../infra/jobs/inProcessQueue";
import type { JobQueue } from "../infra/jobs/jobQueue";

/** A failure as the queue reported it. */
export interface ReportedFailure {
  readonly name: string;
  readonly id: string;
  readonly message: string;
}

/** Polls `check` until it holds; throws with `what` after `ms`. */
export const waitFor = async (what: string, check: () => boolean, ms = 10_000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await sleep(5);
  }
};

/**
 * Where a queue keeps its jobs: a database (and, for BullMQ, a Redis prefix). Every queue `make`
 * builds on one backing sees what the others left, as a restarted server does.
 */
export interface QueueBacking {
  readonly db: Kysely<Database>;
  readonly make: (onFailure: JobFailureLog) => JobQueue;
  readonly close: () => Promise<void>;
}

/** A promise and the function that resolves it, to hold a handler until the test lets go. */
export const gate = () => {
  let open = () => {};
  const closed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { closed, open };
};

/**
 * The behaviours every {@link JobQueue} shares, durability included. `open` makes a fresh
 * backing for each test; the contract closes every queue and backing it opened.
 */
export const describeJobQueue = (name: string, open: () => Promise<QueueBacking>) =>
  describe(`${name}: JobQueue contract`, () => {
    const queues: JobQueue[] = [];
    const backings: QueueBacking[] = [];
    const failures: ReportedFailure[] = [];
    let backing: QueueBacking;
    /** A queue on the test's backing (a fresh one unless `again`, which reuses the last). */
    const fresh = async (again = false) => {
      if (!again) {
        failures.length = 0;
        backing = await open();
        backings.push(backing);
      }
      const queue = backing.make((n, id, error) =>
        failures.push({ name: n, id, message: error instanceof Error ? error.message : "?" }),
      );
      queues.push(queue);
      return queue;
    };
    const rows = () => backing.db.selectFrom("jobs").select(["id", "state", "error"]).execute();
    afterEach(async () => {
      await Promise.all(queues.splice(0).map((q) => q.close()));
      await Promise.all(backings.splice(0).map((b) => b.close()));
    });

    it("runs no more jobs of a kind at once than its concurrency", async () => {
      const queue = await fresh();
      let running = 0;
      let most = 0;
      const done: number[] = [];
      queue.register<number>(
        "slow",
        async (n) => {
          most = Math.max(most, ++running);
          await sleep(40);
          running--;
          done.push(n);
        },
        { concurrency: 2 },
      );
      await queue.start();
      for (let n = 0; n < 6; n++) await queue.enqueue("slow", n);
      await waitFor("six jobs", () => done.length === 6);
      expect(most).toBe(2);
      expect([...done].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    });

    it("hands the handler its data and id, takes progress reports, and keeps no row of a job done", async () => {
      const queue = await fresh();
      const seen: { id: string; data: unknown }[] = [];
      queue.register<{ tour: string; n: number[] }>("tile", async (data, job) => {
        await job.progress(50);
        seen.push({ id: job.id, data });
      });
      await queue.start();
      const generated = await queue.enqueue("tile", { tour: "t1", n: [1, 2] });
      const chosen = await queue.enqueue("tile", { tour: "t2", n: [] }, { jobId: "tile:t2" });
      const numeric = await queue.enqueue("tile", { tour: "t3", n: [] }, { jobId: "42" });
      expect([chosen, numeric]).toEqual(["tile:t2", "42"]);
      await waitFor("three jobs", () => seen.length === 3);
      expect(seen).toEqual(
        expect.arrayContaining([
          { id: generated, data: { tour: "t1", n: [1, 2] } },
          { id: "tile:t2", data: { tour: "t2", n: [] } },
          { id: "42", data: { tour: "t3", n: [] } },
        ]),
      );
      for (let i = 0; i < 200 && (await rows()).length > 0; i++) await sleep(10);
      expect(await rows()).toEqual([]);
    });

    it("retries up to `attempts`, telling each try whether it is the last, and reports a job only when its last try fails", async () => {
      const queue = await fresh();
      const tries = new Map<string, number>();
      const last: string[] = [];
      queue.register<{ key: string; failUntil: number }>(
        "flaky",
        async ({ key, failUntil }, job) => {
          const n = (tries.get(key) ?? 0) + 1;
          tries.set(key, n);
          if (job.lastAttempt) last.push(`${key} ${n}`);
          if (n < failUntil) throw new Error(`${key} try ${n}`);
        },
      );
      await queue.start();
      await queue.enqueue("flaky", { key: "heals", failUntil: 3 }, { attempts: 3 });
      const doomed = await queue.enqueue("flaky", { key: "doomed", failUntil: 9 }, { attempts: 2 });
      await queue.enqueue("flaky", { key: "once", failUntil: 9 });
      await waitFor("two failures", () => failures.length === 2);
      await waitFor("three tries", () => tries.get("heals") === 3);
      await sleep(100);
      expect(Object.fromEntries(tries)).toEqual({ heals: 3, doomed: 2, once: 1 });
      expect(last.sort()).toEqual(["doomed 2", "heals 3", "once 1"]);
      expect(failures).toContainEqual({ name: "flaky", id: doomed, message: "doomed try 2" });
      expect(failures.map((f) => f.message).sort()).toEqual(["doomed try 2", "once try 1"]);
    });

    it("keeps a job that failed for good as a failed row, and runs it again when queued again", async () => {
      const queue = await fresh();
      const runs: string[] = [];
      queue.register<string>("fragile", async (label) => {
        runs.push(label);
        if (label === "breaks") throw new Error("it broke");
      });
      await queue.start();
      await queue.enqueue("fragile", "breaks", { jobId: "fragile-1" });
      await waitFor("the failure", () => failures.length === 1);
      await sleep(50);
      expect(await rows()).toEqual([{ id: "fragile-1", state: "failed", error: "it broke" }]);
      await queue.enqueue("fragile", "mended", { jobId: "fragile-1" });
      await waitFor("the second run", () => runs.length === 2);
      expect(runs).toEqual(["breaks", "mended"]);
    });

    it("does not add a job whose id is queued or running, but runs it again once done", async () => {
      const queue = await fresh();
      const runs: string[] = [];
      const held = gate();
      queue.register<string>("dedupe", async (label) => {
        runs.push(label);
        await held.closed;
      });
      await queue.enqueue("dedupe", "first", { jobId: "tour-1" });
      await queue.enqueue("dedupe", "queued twin", { jobId: "tour-1" });
      await queue.start();
      await waitFor("first run", () => runs.length === 1);
      await queue.enqueue("dedupe", "running twin", { jobId: "tour-1" });
      held.open();
      await sleep(100);
      expect(runs).toEqual(["first"]);
      await queue.enqueue("dedupe", "later", { jobId: "tour-1" });
      await waitFor("second run", () => runs.length === 2);
      expect(runs).toEqual(["first", "later"]);
    });

    it("goes on after a failing job, however it fails", async () => {
      const queue = await fresh();
      const done: string[] = [];
      // Not async on purpose: a handler that throws before returning its promise.
      queue.register<string>("mixed", (kind) => {
        if (kind === "throws") throw new Error("thrown at once");
        if (kind === "rejects") return Promise.reject(new Error("rejected"));
        done.push(kind);
        return Promise.resolve();
      });
      await queue.start();
      for (const kind of ["throws", "a", "rejects", "b"]) await queue.enqueue("mixed", kind);
      await waitFor("two good jobs", () => done.length === 2);
      await waitFor("two failures", () => failures.length === 2);
      expect(done).toEqual(["a", "b"]);
      expect(failures.map((f) => f.message).sort()).toEqual(["rejected", "thrown at once"]);
    });

    it("waits in close for the jobs that are running", async () => {
      const queue = await fresh();
      const finished: number[] = [];
      let started = 0;
      queue.register<number>(
        "long",
        async (n) => {
          started++;
          await sleep(300);
          finished.push(n);
        },
        { concurrency: 2 },
      );
      await queue.start();
      await queue.enqueue("long", 1);
      await queue.enqueue("long", 2);
      await waitFor("both started", () => started === 2);
      await queue.close();
      expect(finished.sort()).toEqual([1, 2]);
    });

    it("leaves queued jobs at close, for a queue reopened on the same data to run once each", async () => {
      const first = await fresh();
      const runs: number[] = [];
      const held = gate();
      const handler = async (n: number) => {
        runs.push(n);
        if (n === 0) await held.closed;
      };
      first.register("resume", handler);
      await first.start();
      for (let n = 0; n < 4; n++) await first.enqueue("resume", n, { jobId: `resume-${n}` });
      await waitFor("the first job", () => runs.length === 1);
      const closing = first.close();
      held.open();
      await closing;
      expect(runs).toEqual([0]);

      const second = await fresh(true);
      second.register("resume", handler);
      await second.start();
      await waitFor("all jobs", () => runs.length === 4);
      await sleep(100);
      expect([...runs].sort()).toEqual([0, 1, 2, 3]);
    });

    it("writes a job in the caller's transaction: a rollback drops it, a commit keeps it for dispatch", async () => {
      const queue = await fresh();
      const runs: string[] = [];
      queue.register<string>("outbox", async (label) => {
        runs.push(label);
      });
      await queue.start();
      const refused = backing.db.transaction().execute(async (trx) => {
        await queue.enqueue("outbox", "rolled back", { db: trx, jobId: "outbox-1" });
        throw new Error("the scene was refused");
      });
      await expect(refused).rejects.toThrow("the scene was refused");
      const kept = await backing.db
        .transaction()
        .execute((trx) => queue.enqueue("outbox", "committed", { db: trx, jobId: "outbox-2" }));
      await queue.dispatch(["outbox-1", kept]);
      await waitFor("the committed job", () => runs.length === 1);
      await sleep(100);
      expect(runs).toEqual(["committed"]);
    });

    it("runs at the next start a job committed but never dispatched (a crash in between)", async () => {
      const first = await fresh();
      const runs: string[] = [];
      first.register<string>("late", async (label) => {
        runs.push(label);
      });
      await first.start();
      await backing.db
        .transaction()
        .execute((trx) => first.enqueue("late", "kept", { db: trx, jobId: "late-1" }));
      await sleep(100);
      await first.close();
      expect(runs).toEqual([]);

      const second = await fresh(true);
      second.register<string>("late", async (label) => {
        runs.push(label);
      });
      await second.start();
      await waitFor("the job", () => runs.length === 1);
      expect(runs).toEqual(["kept"]);
    });
  });
