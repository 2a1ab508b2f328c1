import type { FaceKernel, KernelContext } from "./kernelContext";

/*
 * The equirect → cube face remap, the tiler's hot loop, run in worker threads (./remapWorkers.ts).
 * Frame and faces are core's (@orbis/core/panorama): the basis arrives with each task, so the
 * face orientation lives in one place. Sampling is bilinear at pixel centres; yaw wraps around
 * the seam, pitch clamps at the poles.
 *
 * Speed: a face pixel costs 15–25 ns, about what the same loop compiled from C costs on this
 * machine: the time goes into scattered loads from the 100–400 MB equirect, not arithmetic.
 */

/** One tiling job's shared state: the decoded equirect and the decode progress. */
export interface RemapInit {
  /** The equirect, RGB, `width × height × 3` bytes. */
  readonly source: SharedArrayBuffer;
  /** Int32 [rows decoded so far, aborted flag]: tasks wait for their rows, abort wakes them. */
  readonly progress: SharedArrayBuffer;
  readonly width: number;
  readonly height: number;
  /** Edge of a face in pixels. */
  readonly faceSize: number;
}

/**
 * One face to compute into `target` (`faceSize² × 3` bytes, RGB), with its job's equirect: the
 * workers outlive jobs (./remapWorkers.ts), so each task names the buffers it reads (posting a
 * SharedArrayBuffer shares it, no copy).
 */
export interface RemapTask extends RemapInit {
  readonly id: number;
  /** Centre, right and down of the face (core's FaceBasis), as plain arrays. */
  readonly centre: readonly number[];
  readonly right: readonly number[];
  readonly down: readonly number[];
  readonly target: SharedArrayBuffer;
  /** The task starts once this many equirect rows are decoded. */
  readonly rowsNeeded: number;
}

/** A worker's answer to a task. */
export type RemapReply =
  | { readonly id: number; readonly ok: true; readonly ms: number }
  | { readonly id: number; readonly ok: false; readonly error: string };

/** The slice of a worker's parent port the kernel uses. */
export interface RemapPort {
  on(event: "message", listener: (task: RemapTask) => void): unknown;
  postMessage(reply: RemapReply): void;
}

/** The face kernels, passed in so each stays a self-contained function a worker can eval. */
export interface RemapKernels {
  readonly side: FaceKernel;
  readonly pole: FaceKernel;
}

/**
 * The worker's body (self-contained, see ./kernelContext.ts): answers each task with the face
 * computed, or why it could not be. The angle table and the side faces' scratch rows are kept
 * from task to task, whatever job each belongs to.
 */
export function remapWorkerMain(port: RemapPort, kernels: RemapKernels): void {
  const lutSize = 4096;
  const atan = new Float64Array(lutSize + 2);
  for (let i = 0; i <= lutSize + 1; i++) atan[i] = Math.atan(i / lutSize);
  let scratch: Uint8Array = new Uint8Array(0);

  port.on("message", (task: RemapTask) => {
    try {
      const context: KernelContext = {
        src: new Uint8Array(task.source),
        width: task.width,
        height: task.height,
        faceSize: task.faceSize,
        atan,
        lutSize,
        scratch,
      };
      const progress = new Int32Array(task.progress);
      // Wait for the decoder to reach the rows this face reads; an abort wakes us too.
      for (;;) {
        if (Atomics.load(progress, 1) !== 0) throw new Error("aborted");
        const rows = Atomics.load(progress, 0);
        if (rows >= task.rowsNeeded) break;
        Atomics.wait(progress, 0, rows, 1000);
      }
      const started = performance.now();
      const out = new Uint8Array(task.target);
      const { centre, right, down } = task;
      // The kernels rely on the faces being axis-aligned, as Pannellum's are.
      const side = centre[1] === 0 && right[1] === 0 && down[0] === 0 && down[2] === 0;
      const pole =
        centre[1] !== 0 && right[1] === 0 && right[2] === 0 && down[0] === 0 && down[1] === 0;
      if (side) kernels.side(context, out, centre, right, down);
      else if (pole) kernels.pole(context, out, centre, right, down);
      else throw new Error(`unsupported face basis ${JSON.stringify({ centre, right, down })}`);
      scratch = context.scratch;
      port.postMessage({ id: task.id, ok: true, ms: performance.now() - started });
    } catch (error) {
      port.postMessage({ id: task.id, ok: false, error: String(error) });
    }
  });
}
