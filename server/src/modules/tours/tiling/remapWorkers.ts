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
const { parentPort, workerData } = require("node:worker_threads");
(${remapWorkerMain.toString()})(parentPort, workerData, {
  side: ${remapSideFace.toString()},
  pole: ${remapPoleFace.toString()},
});
`;

/** Face data sent to a worker: a task without its id, which the pool assigns. */
export type FaceJob = Omit<RemapTask, "id">;

/** A few remap workers sharing one decoded equirect. */
export interface RemapWorkers {
  /** Computes one face on the next free worker; resolves with the worker's milliseconds. */
  run(job: FaceJob): Promise<number>;
  /** Wakes waiting tasks with an abort and stops every worker. */
  close(): Promise<void>;
}

interface Pending {
  readonly job: FaceJob;
  readonly resolve: (ms: number) => void;
  readonly reject: (error: Error) => void;
}

/** Starts `count` workers over `init`; tasks queue until a worker is free. */
export const startRemapWorkers = (count: number, init: RemapInit): RemapWorkers => {
  const queue: Pending[] = [];
  const idle: Worker[] = [];
  const busy = new Map<Worker, Pending>();
  let nextId = 0;
  let failure: Error | null = null;

  const dispatch = () => {
    while (idle.length > 0 && queue.length > 0) {
      const worker = idle.pop() as Worker;
      const pending = queue.shift() as Pending;
      busy.set(worker, pending);
      worker.postMessage({ ...pending.job, id: nextId++ } satisfies RemapTask);
    }
  };

  const fail = (error: Error) => {
    failure ??= error;
    for (const pending of [...queue, ...busy.values()]) pending.reject(failure);
    queue.length = 0;
    busy.clear();
  };

  const workers = Array.from({ length: count }, () => {
    const worker = new Worker(workerSource, { eval: true, workerData: init });
    worker.on("message", (reply: RemapReply) => {
      const pending = busy.get(worker);
      busy.delete(worker);
      idle.push(worker);
      if (reply.ok) pending?.resolve(reply.ms);
      else pending?.reject(new Error(`remap failed: ${reply.error}`));
      dispatch();
    });
    // A worker that dies (out of memory, a bug) fails everything still waiting on the pool.
    worker.on("error", (error) => fail(error));
    worker.on("exit", (code) => {
      if (busy.has(worker) || queue.length > 0) fail(new Error(`remap worker exited (${code})`));
    });
    idle.push(worker);
    return worker;
  });

  return {
    run: (job) =>
      failure
        ? Promise.reject(failure)
        : new Promise<number>((resolve, reject) => {
            queue.push({ job, resolve, reject });
            dispatch();
          }),
    close: async () => {
      Atomics.store(new Int32Array(init.progress), 1, 1);
      Atomics.notify(new Int32Array(init.progress), 0);
      fail(new Error("remap workers closed"));
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
};
