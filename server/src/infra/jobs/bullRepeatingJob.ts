import { Queue, Worker } from "bullmq";
import { Redis } from "ioredis";
import type { RepeatingJobOptions, StopRepeating } from "./repeatingJob";

/**
 * A repeating job on BullMQ: a job scheduler whose id is the job's name, upserted by every
 * process at start (the same id and interval leave the one scheduler and its next run as they
 * are) and again whenever the connection comes back, and a worker that takes one run at a time.
 * Runs are removed from Redis when done. Stopping
 * closes this process's worker and connection but leaves the scheduler: the other processes go on
 * running it, and the next start finds it again.
 */
export const startBullRepeatingJob = async (
  redisUrl: string,
  options: RepeatingJobOptions,
): Promise<StopRepeating> => {
  const prefix = options.prefix ?? "orbis";
  // BullMQ's blocking commands must never be cut short by ioredis' per-request retry limit.
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  connection.on("error", options.onError);
  const queue = new Queue(options.name, { connection, prefix });
  queue.on("error", options.onError);
  const worker = new Worker(
    options.name,
    async () => {
      await options.run();
    },
    { connection, prefix, concurrency: 1 },
  );
  worker.on("error", options.onError);
  worker.on("failed", (_job, error) => options.onError(error));
  const schedule = () =>
    queue.upsertJobScheduler(
      options.name,
      { every: options.everyMs },
      { name: options.name, opts: { removeOnComplete: true, removeOnFail: true } },
    );
  try {
    await schedule();
    await worker.waitUntilReady();
    // A Redis restarted without its data lost the scheduler with everything else: each time the
    // connection is ready again it is put back (one that is still there is left as it is).
    connection.on("ready", () => void schedule().catch(options.onError));
  } catch (error) {
    await worker.close();
    await queue.close();
    connection.disconnect();
    throw error;
  }
  return async () => {
    // The worker first: it finishes the run it took; then nothing uses the connection.
    await worker.close();
    await queue.close();
    await connection.quit();
  };
};
