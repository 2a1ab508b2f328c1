import { randomUUID } from "node:crypto";
import { type Job, Queue, Worker } from "bullmq";
import { Redis } from "ioredis";
import type { JobFailureLog } from "./inProcessQueue";
import type { EnqueueOptions, JobHandler, JobQueue } from "./jobQueue";

/** Options of {@link createBullQueue}. */
export interface BullQueueOptions {
  /** Redis key prefix of every queue; lets tests and several Orbis share one Redis. */
  readonly prefix?: string;
  /** Called once per job that failed its last attempt. */
  readonly onFailure: JobFailureLog;
  /** Connection and worker errors; BullMQ reconnects by itself, this is for the log. */
  readonly onError?: (error: Error) => void;
}

/** What is stored in Redis: our id travels with the data because BullMQ's id is escaped. */
interface Envelope {
  readonly id: string;
  readonly data: unknown;
}

/*
 * BullMQ refuses custom ids that look like integers or hold a ':' (outside its own a:b:c form);
 * ours are free text (`tile:t1:s2`, `42`), so they are escaped into a form it always accepts.
 */
const bullIdOf = (id: string) => `o-${id.replaceAll("%", "%25").replaceAll(":", "%3A")}`;

/**
 * A {@link JobQueue} on BullMQ: one Queue and one Worker per job name, so several server
 * processes share the work. Jobs are removed from Redis once they complete or finally fail, so
 * a `jobId` only dedupes against queued and running jobs, as the interface says. `close` stops
 * taking jobs and waits for running ones; queued ones stay in Redis for the next start.
 */
export const createBullQueue = (redisUrl: string, options: BullQueueOptions): JobQueue => {
  const prefix = options.prefix ?? "orbis";
  const onError = options.onError ?? (() => {});
  // BullMQ's blocking commands must never be cut short by ioredis' per-request retry limit.
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  connection.on("error", onError);
  const handlers = new Map<string, { handler: JobHandler<unknown>; concurrency: number }>();
  const queues = new Map<string, Queue<Envelope>>();
  const workers: Worker<Envelope>[] = [];
  let started = false;
  let closing: Promise<void> | undefined;

  const queueOf = (name: string) => {
    const existing = queues.get(name);
    if (existing !== undefined) return existing;
    const queue = new Queue<Envelope>(name, {
      connection,
      prefix,
      defaultJobOptions: { removeOnComplete: true, removeOnFail: true },
    });
    queue.on("error", onError);
    queues.set(name, queue);
    return queue;
  };

  const startWorker = (name: string) => {
    const entry = handlers.get(name);
    if (entry === undefined) return;
    const worker = new Worker<Envelope>(
      name,
      (job: Job<Envelope>) =>
        entry.handler(job.data.data, {
          id: job.data.id,
          progress: (percent) => job.updateProgress(percent),
        }),
      { connection, prefix, concurrency: entry.concurrency },
    );
    // Emitted per failed attempt; only the last one is a failure worth reporting.
    worker.on("failed", (job, error) => {
      if (job !== undefined && job.attemptsMade >= (job.opts.attempts ?? 1)) {
        options.onFailure(name, job.data.id, error);
      }
    });
    worker.on("error", onError);
    workers.push(worker);
  };

  return {
    register: (name, handler, opts) => {
      handlers.set(name, {
        handler: handler as JobHandler<unknown>,
        concurrency: opts?.concurrency ?? 1,
      });
      if (started) startWorker(name);
    },
    enqueue: async <T>(name: string, data: T, opts?: EnqueueOptions) => {
      const id = opts?.jobId ?? randomUUID();
      // With an id already queued or running, BullMQ returns that job and adds nothing.
      await queueOf(name).add(name, { id, data } satisfies Envelope, {
        jobId: bullIdOf(id),
        attempts: opts?.attempts ?? 1,
      });
      return id;
    },
    start: async () => {
      if (started) return;
      started = true;
      for (const name of handlers.keys()) startWorker(name);
      await Promise.all(workers.map((w) => w.waitUntilReady()));
    },
    close: () => {
      closing ??= (async () => {
        // Workers first: they finish their running jobs; then nothing uses the connection.
        await Promise.all(workers.map((w) => w.close()));
        await Promise.all([...queues.values()].map((q) => q.close()));
        await connection.quit();
      })();
      return closing;
    },
  };
};
