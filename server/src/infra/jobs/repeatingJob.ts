/** Work done again and again, every `everyMs`, for as long as the server runs. */
export interface RepeatingJobOptions {
  /** Names the job (and, on BullMQ, its queue and its one job scheduler). */
  readonly name: string;
  readonly everyMs: number;
  /** One run; it must be safe to run in several processes at once, as a run may overlap a stop. */
  readonly run: () => Promise<unknown>;
  /** A run that threw, or trouble of the queue; the next run comes all the same. */
  readonly onError: (error: unknown) => void;
  /** BullMQ on this Redis when set (`REDIS_URL`); a timer in this process when not. */
  readonly redisUrl?: string;
  /** Redis key prefix, as the job queue's (`orbis` by default). */
  readonly prefix?: string;
}

/** Stops a repeating job: no run starts after it is called; resolves when the running one ended. */
export type StopRepeating = () => Promise<void>;

/**
 * A timer in this process: every process runs its own, so the work must tolerate running in
 * several at once. A run still going when the next is due is not doubled; that one is skipped.
 */
const startIntervalJob = (options: RepeatingJobOptions): StopRepeating => {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running !== null) return;
    running = options
      .run()
      .then(
        () => {},
        (error: unknown) => options.onError(error),
      )
      .finally(() => {
        running = null;
      });
  }, options.everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
};

/**
 * Starts a repeating job where docs/architecture.md#parts-that-must-be-real puts jobs: a timer in this process by default, a
 * BullMQ job scheduler on Redis when `redisUrl` is set. On BullMQ every process registers the
 * same scheduler (one repeat key, so it exists once however many register it) and one worker of
 * all the processes takes each run, so a job that is due once runs once across the cluster.
 */
export const startRepeatingJob = async (options: RepeatingJobOptions): Promise<StopRepeating> => {
  if (options.redisUrl === undefined) return startIntervalJob(options);
  // BullMQ and its Redis client are loaded only when Redis is configured.
  const { startBullRepeatingJob } = await import("./bullRepeatingJob");
  return startBullRepeatingJob(options.redisUrl, options);
};
