import { randomUUID } from "node:crypto";
import { type Job, Queue, WaitingError, Worker } from "bullmq";
import { Redis } from "ioredis";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { JobQueueEvents } from "./inProcessQueue";
import type { EnqueueOptions, JobHandler, JobQueue } from "./jobQueue";
import { jobRepository, type StoredJob } from "./jobRepository";

/** Options of {@link createBullQueue}. */
export interface BullQueueOptions extends JobQueueEvents {
  /** The database holding the jobs' rows (the outbox). */
  readonly db: Kysely<Database>;
  /** Redis key prefix of every queue; lets tests and several Orbis share one Redis. */
  readonly prefix?: string;
  /**
   * How long a worker's lock on a running job lasts (BullMQ's `lockDuration`, also its stalled
   * check interval): a job whose process died runs again after about twice this. 30 s by default.
   */
  readonly lockMs?: number;
  /** How often queued rows are handed to BullMQ again (see `handOverSweep`); 15 s by default. */
  readonly sweepMs?: number;
}

/**
 * How long a call that queued jobs waits for Redis to take them. Past that it answers: the rows
 * are in the database already, the hand-over goes on in the background (ioredis holds commands
 * while it reconnects), and the sweep hands them over again if Redis lost them.
 */
const HAND_OVER_WAIT_MS = 2_000;

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
 * processes share the work. Each job is first a row of the `jobs` table (written in the caller's
 * transaction when it gives one), handed to BullMQ after commit and again by every `start` while
 * the row is queued; the row is deleted when the job succeeds, so neither a crash before the
 * hand-over nor a Redis that lost its data loses a job. Jobs are removed from Redis once they
 * complete or finally fail, so a `jobId` only dedupes against queued and running jobs, as the
 * interface says. `close` stops taking jobs, hands back the running ones that can stop and
 * waits for the others; queued ones stay.
 */
export const createBullQueue = (redisUrl: string, options: BullQueueOptions): JobQueue => {
  const prefix = options.prefix ?? "orbis";
  const onError = options.onError ?? (() => {});
  const jobs = jobRepository(options.db);
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

  /** Adds rows to BullMQ; a job id it holds already (queued or running) is not added twice. */
  const handOver = async (rows: readonly StoredJob[]) => {
    for (const row of rows) {
      await queueOf(row.name).add(row.name, { id: row.id, data: row.data } satisfies Envelope, {
        jobId: bullIdOf(row.id),
        attempts: Math.max(1, row.attemptsLeft),
      });
    }
  };
  /** Hands rows over, waiting at most {@link HAND_OVER_WAIT_MS} for a Redis that is away. */
  const handOverSoon = async (rows: readonly StoredJob[]) => {
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, HAND_OVER_WAIT_MS);
    });
    const done = handOver(rows).catch(onError);
    await Promise.race([done, waited]);
    clearTimeout(timer);
  };
  /*
   * Every queued row is handed over again now and then: a Redis restarted without its data (or
   * one that was away when a job was queued) gets the jobs it lost, and BullMQ's job ids keep one
   * it still holds, queued or running, from running twice. A finished job's row is gone first.
   */
  let sweep: NodeJS.Timeout | undefined;
  const handOverSweep = async () => {
    if (connection.status !== "ready") return;
    // A database away for a moment fails this round only: the next one tries again.
    await jobs.queued().then(handOver).catch(onError);
  };

  /** One per running job: aborting it asks the job to stop so it can be handed back. */
  const running = new Set<AbortController>();

  const run = async (
    entry: { handler: JobHandler<unknown> },
    job: Job<Envelope>,
    token: string | undefined,
  ) => {
    const { id, data } = job.data;
    // attemptsMade counts the attempts before this one while it runs.
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    const handBack = new AbortController();
    running.add(handBack);
    try {
      await entry.handler(data, {
        id,
        progress: (percent) => job.updateProgress(percent),
        lastAttempt,
        signal: handBack.signal,
      });
    } catch (error) {
      if (handBack.signal.aborted) {
        // Back to waiting, its attempt not counted: another process's worker takes it now.
        await job.moveToWait(token);
        throw new WaitingError();
      }
      if (lastAttempt) await jobs.fail(id, error);
      throw error;
    } finally {
      running.delete(handBack);
    }
    // Before BullMQ records the completion: a crash in between runs the job once more (it is
    // idempotent) instead of leaving a row that looks unfinished forever.
    await jobs.finish(id);
  };

  const startWorker = (name: string) => {
    const entry = handlers.get(name);
    if (entry === undefined) return;
    const lock =
      options.lockMs === undefined
        ? {}
        : { lockDuration: options.lockMs, stalledInterval: options.lockMs };
    const worker = new Worker<Envelope>(
      name,
      (job: Job<Envelope>, token) => run(entry, job, token),
      {
        connection,
        prefix,
        concurrency: entry.concurrency,
        ...lock,
      },
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
      const attempts = Math.max(1, opts?.attempts ?? 1);
      await jobRepository(opts?.db ?? options.db).add({ id, name, data, attempts });
      // The row as it stands: a twin queued earlier keeps its own data, as BullMQ would.
      if (opts?.db === undefined) await handOverSoon(await jobs.queued([id]));
      return id;
    },
    dispatch: async (ids) => {
      await handOverSoon(await jobs.queued(ids));
    },
    start: async () => {
      if (started) return;
      started = true;
      // Rows left running by an in-process queue (the same data before REDIS_URL was set).
      await jobs.requeueRunning();
      const left = await jobs.queued();
      await handOver(left);
      if (left.length > 0) options.onResume?.(left.length);
      for (const name of handlers.keys()) startWorker(name);
      await Promise.all(workers.map((w) => w.waitUntilReady()));
      sweep = setInterval(() => void handOverSweep(), options.sweepMs ?? 15_000);
      sweep.unref();
    },
    close: () => {
      closing ??= (async () => {
        clearInterval(sweep);
        // Workers first: they take no new job, hand back the running ones that can stop and
        // finish the others; then nothing uses the connection.
        const closed = Promise.all(workers.map((w) => w.close()));
        for (const handBack of running) handBack.abort(new Error("handed back: the server stops"));
        await closed;
        await Promise.all([...queues.values()].map((q) => q.close()));
        await connection.quit();
      })();
      return closing;
    },
  };
};
