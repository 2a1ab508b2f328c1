import { randomUUID } from "node:crypto";
import type { EnqueueOptions, JobHandler, JobQueue } from "./jobQueue";

interface Pending {
  readonly id: string;
  readonly name: string;
  readonly data: unknown;
  attemptsLeft: number;
}

interface Worker {
  readonly handler: JobHandler<unknown>;
  readonly concurrency: number;
  running: number;
}

/** Logs a job that failed for good; the queue goes on with the next one. */
export type JobFailureLog = (name: string, id: string, error: unknown) => void;

/**
 * The embedded queue: jobs run in this process, each kind with its own concurrency. Work still
 * queued at `close` is finished before `close` resolves, so a clean stop loses nothing.
 */
export const createInProcessQueue = (onFailure: JobFailureLog): JobQueue => {
  const workers = new Map<string, Worker>();
  const queues = new Map<string, Pending[]>();
  const active = new Set<string>();
  const running = new Set<Promise<void>>();
  let started = false;

  const pump = (name: string) => {
    const worker = workers.get(name);
    const queue = queues.get(name);
    if (!started || worker === undefined || queue === undefined) return;
    while (worker.running < worker.concurrency && queue.length > 0) {
      const job = queue.shift() as Pending;
      worker.running++;
      // Called inside an async function so a handler that throws before returning its promise
      // fails the attempt like a rejection, instead of escaping pump and stalling the worker.
      const run = (async () => worker.handler(job.data, { id: job.id, progress: async () => {} }))()
        .catch((error: unknown) => {
          job.attemptsLeft--;
          if (job.attemptsLeft > 0) queue.push(job);
          else onFailure(name, job.id, error);
        })
        .finally(() => {
          worker.running--;
          if (!queue.includes(job)) active.delete(job.id);
          running.delete(run);
          pump(name);
        });
      running.add(run);
    }
  };

  return {
    register: (name, handler, options) => {
      workers.set(name, {
        handler: handler as JobHandler<unknown>,
        concurrency: options?.concurrency ?? 1,
        running: 0,
      });
    },
    enqueue: async <T>(name: string, data: T, options?: EnqueueOptions) => {
      const id = options?.jobId ?? randomUUID();
      if (active.has(id)) return id;
      active.add(id);
      const queue = queues.get(name) ?? [];
      queues.set(name, queue);
      queue.push({ id, name, data, attemptsLeft: options?.attempts ?? 1 });
      queueMicrotask(() => pump(name));
      return id;
    },
    start: async () => {
      started = true;
      for (const name of queues.keys()) pump(name);
    },
    close: async () => {
      // Each finished job pumps the next, so waiting until nothing runs drains the queues.
      for (const name of queues.keys()) pump(name);
      while (running.size > 0) await Promise.race(running);
      started = false;
    },
  };
};
