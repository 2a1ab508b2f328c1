/*
 * What the remap kernels share inside a worker. Kernels run in worker threads created from their
 * source text (./remapWorkers.ts), so each kernel function is self-contained: no imports, no
 * module-level values, only its parameters and globals (types are erased, so type imports are
 * fine). Everything else they need arrives in this context.
 *
 * Angles come from a table of atan on [0, 1] with linear interpolation: error < 1e-8 rad, about
 * 1/30000 of a source pixel at 16K, and no libm call in the hot loops.
 */

/** Shared state of the remap kernels in one worker. */
export interface KernelContext {
  /** The equirect, RGB. */
  readonly src: Uint8Array;
  readonly width: number;
  readonly height: number;
  /** Edge of a face in pixels. */
  readonly faceSize: number;
  /** atan(i / lutSize) for i in 0..lutSize+1. */
  readonly atan: Float64Array;
  readonly lutSize: number;
  /** Reused between faces: the side faces' window of pass-1 rows. */
  scratch: Uint8Array;
}

/** A face kernel: fills `out` (faceSize² × 3 bytes, RGB) for the face with this basis. */
export type FaceKernel = (
  context: KernelContext,
  out: Uint8Array,
  centre: readonly number[],
  right: readonly number[],
  down: readonly number[],
) => void;
