import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
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
 * The behaviours every {@link JobQueue} shares. `make` builds a fresh queue reporting failures
 * to the given log; the contract closes each queue it makes.
 */
export const describeJobQueue = (name: string, make: (onFailure: JobFailureLog) => JobQueue) =>
  describe(`${name}: JobQueue contract`, () => {
    const open: JobQueue[] = [];
    const failures: ReportedFailure[] = [];
    const fresh = () => {
      failures.length = 0;
      const queue = make((n, id, error) =>
        failures.push({ name: n, id, message: error instanceof Error ? error.message : "?" }),
      );
      open.push(queue);
      return queue;
    };
    afterEach(async () => {
      await Promise.all(open.splice(0).map((q) => q.close()));
    });

    it("runs no more jobs of a kind at once than its concurrency", async () => {
      const queue = fresh();
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

    it("hands the handler its data and id, and takes progress reports", async () => {
      const queue = fresh();
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
    });

    it("retries up to `attempts` and reports a job only when its last try fails", async () => {
      const queue = fresh();
      const tries = new Map<string, number>();
      queue.register<{ key: string; failUntil: number }>("flaky", async ({ key, failUntil }) => {
        const n = (tries.get(key) ?? 0) + 1;
        tries.set(key, n);
        if (n < failUntil) throw new Error(`${key} try ${n}`);
      });
      await queue.start();
      await queue.enqueue("flaky", { key: "heals", failUntil: 3 }, { attempts: 3 });
      const doomed = await queue.enqueue("flaky", { key: "doomed", failUntil: 9 }, { attempts: 2 });
      await queue.enqueue("flaky", { key: "once", failUntil: 9 });
      await waitFor("two failures", () => failures.length === 2);
      await waitFor("three tries", () => tries.get("heals") === 3);
      await sleep(100);
      expect(Object.fromEntries(tries)).toEqual({ heals: 3, doomed: 2, once: 1 });
      expect(failures).toContainEqual({ name: "flaky", id: doomed, message: "doomed try 2" });
      expect(failures.map((f) => f.message).sort()).toEqual(["doomed try 2", "once try 1"]);
    });

    it("does not add a job whose id is queued or running, but runs it again once done", async () => {
      const queue = fresh();
      const runs: string[] = [];
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      queue.register<string>("dedupe", async (label) => {
        runs.push(label);
        await gate;
      });
      await queue.enqueue("dedupe", "first", { jobId: "tour-1" });
      await queue.enqueue("dedupe", "queued twin", { jobId: "tour-1" });
      await queue.start();
      await waitFor("first run", () => runs.length === 1);
      await queue.enqueue("dedupe", "running twin", { jobId: "tour-1" });
      release();
      await sleep(100);
      expect(runs).toEqual(["first"]);
      await queue.enqueue("dedupe", "later", { jobId: "tour-1" });
      await waitFor("second run", () => runs.length === 2);
      expect(runs).toEqual(["first", "later"]);
    });

    it("goes on after a failing job, however it fails", async () => {
      const queue = fresh();
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
      const queue = fresh();
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
  });
