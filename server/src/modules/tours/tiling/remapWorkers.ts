import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { remapPoleFace } from "./poleFace";
import { type RemapInit, type RemapReply, type RemapTask, remapWorkerMain } from "./remapKernel";
import { remapSideFace } from "./sideFace";

/*
 * Remap workers are created from the kernels' source text (`eval: true`) rather than from a
 * file: the same code then runs under vitest (TypeScript source, transformed in memory) and in
 * the built server (one bundle, no worker file beside it), with no extra tsup entry. The kernels
 * are self-contained functions for that reason, handed to the worker's main as values, so a
 * bundler renaming them changes nothing; `__name` is defined in case a bundler's keepNames
 * option ever wraps nested functions.
 */
const workerSource = `"use strict";
var __name = (fn) => fn;
const { parentPort } = require("node:worker_threads");
(${remapWorkerMain.toString()})(parentPort, {
  side: ${remapSideFace.toString()},
  pole: ${remapPoleFace.toString()},
});
`;

/*
 * One pool per process, shared by every tiling job. A worker costs a V8 isolate to start, and its
 * kernel runs unoptimised until V8 has seen it work: a fresh worker spent 10–20× longer on a small
 * face than a warm one, so starting two per job cost more than the remap of a phone panorama.
 * Workers start on demand, up to one per core (at most 4), and stop after a minute with nothing
 * to do. An idle worker does not keep the process alive (`unref`), a busy one does.
 */
/** How many remap workers the process runs at most: one per core, at most 4. */
export const REMAP_WORKER_LIMIT = Math.max(1, Math.min(availableParallelism(), 4));
const IDLE_STOP_MS = 60_000;

/** Face data sent to a worker: a task without its job's buffers and id, which the pool adds. */
export type FaceJob = Omit<RemapTask, "id" | keyof RemapInit>;

/** One tiling job's view of the shared remap workers. */
export interface RemapWorkers {
  /** Computes one face on the next free worker; resolves with the worker's milliseconds. */
  run(job: FaceJob): Promise<number>;
  /**
   * Ends the job: its waiting faces are rejected, workers still computing one of its faces are
   * stopped (and replaced on demand), so nothing writes into its buffers afterwards.
   */
  close(): Promise<void>;
}

interface Pending {
  readonly session: object;
  readonly task: Omit<RemapTask, "id">;
  readonly resolve: (ms: number) => void;
  readonly reject: (error: Error) => void;
}

const queue: Pending[] = [];
const idle: Worker[] = [];
const busy = new Map<Worker, Pending>();
let nextId = 0;
let workerCount = 0;
let workersStarted = 0;
let idleTimer: NodeJS.Timeout | undefined;

const stopIdleWorkers = () => {
  idleTimer = undefined;
  for (const worker of idle.splice(0)) {
    workerCount--;
    void worker.terminate();
  }
};

const retire = (worker: Worker) => {
  const at = idle.indexOf(worker);
  if (at >= 0) idle.splice(at, 1);
  if (busy.delete(worker) || at >= 0) workerCount--;
};

const startWorker = (): Worker => {
  const worker = new Worker(workerSource, { eval: true });
  workerCount++;
  workersStarted++;
  worker.on("message", (reply: RemapReply) => {
    const pending = busy.get(worker);
    // A worker stopped by its job's close may still answer before it ends: it is gone already.
    if (pending === undefined) return;
    busy.delete(worker);
    idle.push(worker);
    if (reply.ok) pending.resolve(reply.ms);
    else pending.reject(new Error(`remap failed: ${reply.error}`));
    dispatch();
  });
  // A worker that dies (out of memory, a bug) fails the face it was computing; the pool goes on.
  const died = (error: Error) => {
    const pending = busy.get(worker);
    retire(worker);
    pending?.reject(error);
    dispatch();
  };
  worker.on("error", died);
  worker.on("exit", (code) => {
    if (busy.has(worker) || idle.includes(worker)) died(new Error(`remap worker exited (${code})`));
  });
  return worker;
};

const dispatch = () => {
  while (queue.length > 0 && (idle.length > 0 || workerCount < REMAP_WORKER_LIMIT)) {
    const worker = idle.pop() ?? startWorker();
    const pending = queue.shift() as Pending;
    busy.set(worker, pending);
    worker.ref();
    worker.postMessage({ ...pending.task, id: nextId++ } satisfies RemapTask);
  }
  for (const worker of idle) worker.unref();
  if (idleTimer !== undefined) clearTimeout(idleTimer);
  idleTimer =
    busy.size === 0 && idle.length > 0 ? setTimeout(stopIdleWorkers, IDLE_STOP_MS) : undefined;
  idleTimer?.unref();
};

/** Opens a tiling job's session on the shared workers, over its decoded equirect `init`. */
export const openRemapWorkers = (init: RemapInit): RemapWorkers => {
  const session = {};
  let closed: Error | null = null;
  const { source, progress, width, height, faceSize } = init;
  return {
    run: (job) =>
      closed
        ? Promise.reject(closed)
        : new Promise<number>((resolve, reject) => {
            const task = { ...job, source, progress, width, height, faceSize };
            queue.push({ session, task, resolve, reject });
            dispatch();
          }),
    close: async () => {
      closed ??= new Error("remap workers closed");
      // Faces waiting for decoded rows wake up and give up.
      Atomics.store(new Int32Array(progress), 1, 1);
      Atomics.notify(new Int32Array(progress), 0);
      for (let i = queue.length - 1; i >= 0; i--) {
        const pending = queue[i] as Pending;
        if (pending.session !== session) continue;
        queue.splice(i, 1);
        pending.reject(closed);
      }
      const stopping: Promise<number>[] = [];
      for (const [worker, pending] of busy) {
        if (pending.session !== session) continue;
        retire(worker);
        pending.reject(closed);
        stopping.push(worker.terminate());
      }
      await Promise.all(stopping);
      dispatch();
    },
  };
};

/** The pool's state, for the health of a long-running process and its tests. */
export const remapPoolState = () => ({
  /** Workers alive now. */
  workers: workerCount,
  busy: busy.size,
  queued: queue.length,
  /** Workers started since the process began. */
  started: workersStarted,
});
