import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { EnqueueOptions, JobHandler, JobQueue } from "./jobQueue";
import { jobRepository, type StoredJob } from "./jobRepository";

/** Logs a job that failed for good; the queue goes on with the next one. */
export type JobFailureLog = (name: string, id: string, error: unknown) => void;

/** What a queue reports besides failed jobs. */
export interface JobQueueEvents {
  /** Called once per job that failed its last attempt. */
  readonly onFailure: JobFailureLog;
  /** The queue's own trouble (database or Redis errors); it goes on, this is for the log. */
  readonly onError?: (error: unknown) => void;
  /** At start: how many jobs an earlier process left unfinished and now run again. */
  readonly onResume?: (jobs: number) => void;
}

interface Worker {
  readonly name: string;
  readonly handler: JobHandler<unknown>;
  readonly concurrency: number;
  slots: number;
  /** Set by every wake-up, so a slot that found nothing looks once more before it ends. */
  wake: boolean;
}

/** The signal of every in-process job: nothing hands them back. */
const NEVER_ABORTED = new AbortController().signal;

/** After a database error a worker tries again this much later rather than stalling. */
const RETRY_AFTER_ERROR_MS = 1000;

/**
 * The embedded queue: jobs are rows of the `jobs` table, run in this process, each kind with
 * its own concurrency. A job is taken by marking its row running and deleted once it succeeds,
 * so a crash leaves it in the table and `start` runs it again. `close` waits for the running
 * jobs only; the queued ones stay for the next start. One process runs one database's jobs:
 * `start` takes back every row left running.
 */
export const createInProcessQueue = (db: Kysely<Database>, events: JobQueueEvents): JobQueue => {
  const jobs = jobRepository(db);
  const workers = new Map<string, Worker>();
  const running = new Set<Promise<void>>();
  const onError = events.onError ?? (() => {});
  let accepting = false;

  const runOne = async (worker: Worker, job: StoredJob) => {
    try {
      await worker.handler(job.data, {
        id: job.id,
        progress: async () => {},
        lastAttempt: job.attemptsLeft <= 1,
        // One process runs the embedded queue's jobs: there is no one to hand a job back to, so
        // a stop lets it finish (docs/operations.md).
        signal: NEVER_ABORTED,
      });
    } catch (error) {
      if (await jobs.failAttempt(job.id, error)) events.onFailure(worker.name, job.id, error);
      return;
    }
    await jobs.finish(job.id);
  };

  const slot = async (worker: Worker) => {
    while (accepting) {
      worker.wake = false;
      const job = await jobs.claim(worker.name);
      if (job === undefined) {
        if (worker.wake) continue;
        return;
      }
      if (!accepting) return jobs.release(job.id);
      await runOne(worker, job);
    }
  };

  const fill = (worker: Worker) => {
    worker.wake = true;
    while (accepting && worker.slots < worker.concurrency) {
      worker.slots++;
      const run: Promise<void> = slot(worker)
        .catch((error: unknown) => {
          onError(error);
          if (accepting) setTimeout(() => fill(worker), RETRY_AFTER_ERROR_MS).unref();
        })
        .finally(() => {
          worker.slots--;
          running.delete(run);
        });
      running.add(run);
    }
  };

  return {
    register: (name, handler, options) => {
      workers.set(name, {
        name,
        handler: handler as JobHandler<unknown>,
        concurrency: options?.concurrency ?? 1,
        slots: 0,
        wake: false,
      });
    },
    enqueue: async <T>(name: string, data: T, options?: EnqueueOptions) => {
      const id = options?.jobId ?? randomUUID();
      const attempts = Math.max(1, options?.attempts ?? 1);
      await jobRepository(options?.db ?? db).add({ id, name, data, attempts });
      const worker = workers.get(name);
      if (options?.db === undefined && worker !== undefined) fill(worker);
      return id;
    },
    dispatch: async (ids) => {
      if (ids.length > 0) for (const worker of workers.values()) fill(worker);
    },
    start: async () => {
      if (accepting) return;
      await jobs.requeueRunning();
      const waiting = await jobs.countQueued();
      if (waiting > 0) events.onResume?.(waiting);
      accepting = true;
      for (const worker of workers.values()) fill(worker);
    },
    close: async () => {
      accepting = false;
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
};
