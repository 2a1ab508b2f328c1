/** What a running job can do besides its work. */
export interface JobContext {
  readonly id: string;
  /** Reports progress, 0–100, for status calls. */
  readonly progress: (percent: number) => Promise<void>;
}

/** A job's work. A thrown error fails the attempt; the queue retries up to `attempts`. */
export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

/** Options of one enqueued job. */
export interface EnqueueOptions {
  /** A job with the id of a queued or running one is not added twice. */
  readonly jobId?: string;
  /** Tries in all, 1 by default. */
  readonly attempts?: number;
}

/**
 * Background work (tiling, voice, mail-heavy tasks, billing) behind one interface
 * (DESIGN.md §4): in-process by default, BullMQ on Redis when `REDIS_URL` is set.
 */
export interface JobQueue {
  /** Names a kind of job and its handler; call before `start`. */
  readonly register: <T>(
    name: string,
    handler: JobHandler<T>,
    options?: { concurrency?: number },
  ) => void;
  readonly enqueue: <T>(name: string, data: T, options?: EnqueueOptions) => Promise<string>;
  /** Starts taking jobs. */
  readonly start: () => Promise<void>;
  /** Stops taking jobs and waits for running ones to finish: nothing is lost on Ctrl-C. */
  readonly close: () => Promise<void>;
}
