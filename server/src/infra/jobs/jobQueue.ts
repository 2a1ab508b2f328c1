import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** What a running job can do besides its work. */
export interface JobContext {
  readonly id: string;
  /** Reports progress, 0–100, for status calls. */
  readonly progress: (percent: number) => Promise<void>;
  /**
   * Whether a failure now fails the job for good; else the queue tries it again, so a handler
   * that shows its failure (a scene's tiling state) shows it only on the last attempt.
   */
  readonly lastAttempt: boolean;
  /**
   * Aborted when this process stops and hands the job back to the queue for another process
   * (BullMQ only; docs/operations.md). A handler that can stop midway passes it on and throws
   * when it fires: the job then runs again elsewhere, and the attempt is not counted. A handler
   * that ignores it is waited for instead.
   */
  readonly signal: AbortSignal;
}

/**
 * A job's work. A thrown error fails the attempt; the queue retries up to `attempts`. A job may
 * run again after a crash (it is kept until it succeeds), so its work must be idempotent.
 */
export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

/** Options of one enqueued job. */
export interface EnqueueOptions {
  /** A job with the id of a queued or running one is not added twice. */
  readonly jobId?: string;
  /** Tries in all, 1 by default. */
  readonly attempts?: number;
  /**
   * The transaction to write the job in, with the rows it works on: the job then exists exactly
   * when they do. Hand it to the workers with `dispatch` once the transaction has committed.
   * Without it, the job is written and dispatched at once.
   */
  readonly db?: Kysely<Database>;
}

/**
 * Background work (tiling, voice, mail-heavy tasks, billing) behind one interface
 * (docs/architecture.md#parts-that-must-be-real): in-process by default, BullMQ on Redis when `REDIS_URL` is set. Either way
 * each job is a row of the database's `jobs` table until it succeeds, so a crash loses none:
 * the next `start` runs what was left.
 */
export interface JobQueue {
  /** Names a kind of job and its handler; call before `start`. */
  readonly register: <T>(
    name: string,
    handler: JobHandler<T>,
    options?: { concurrency?: number },
  ) => void;
  readonly enqueue: <T>(name: string, data: T, options?: EnqueueOptions) => Promise<string>;
  /**
   * Hands jobs enqueued in a transaction (`options.db`) to the workers; call it after the
   * commit. Ids whose transaction rolled back are ignored. A crash before this call loses
   * nothing: `start` dispatches every job still queued.
   */
  readonly dispatch: (ids: readonly string[]) => Promise<void>;
  /** Starts taking jobs, first the ones an earlier process left queued or running. */
  readonly start: () => Promise<void>;
  /**
   * Stops taking jobs and waits for the running ones only: queued jobs stay in the database
   * for the next start, so a stop with a backlog is quick. On BullMQ, running jobs that can stop
   * (see `JobContext.signal`) are handed back to the queue at once, so another process takes
   * them without waiting for this one's lock to expire.
   */
  readonly close: () => Promise<void>;
}
