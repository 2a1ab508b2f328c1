import { panoramaAsRgb } from "./sharpInput";

/*
 * Decodes the equirect once, into shared memory the remap workers read while it fills. Rows are
 * published in progress[0] as they land (Atomics.notify wakes workers waiting for them).
 */

/** The decoded equirect and its progress, shared with the remap workers. */
export interface SharedEquirect {
  /** RGB, `width × height × 3` bytes. */
  readonly source: SharedArrayBuffer;
  /** Int32 [rows decoded, aborted flag]. */
  readonly progress: SharedArrayBuffer;
  readonly width: number;
  readonly height: number;
}

/** Allocates the shared buffers for a `width × height` equirect. */
export const allocateEquirect = (width: number, height: number): SharedEquirect => ({
  source: new SharedArrayBuffer(width * height * 3),
  progress: new SharedArrayBuffer(8),
  width,
  height,
});

/** Makes rows `0..rows-1` visible to the workers (and to `onRows`). */
export const publishRows = (
  target: SharedEquirect,
  rows: number,
  onRows?: (rows: number) => void,
) => {
  const progress = new Int32Array(target.progress);
  Atomics.store(progress, 0, rows);
  Atomics.notify(progress, 0);
  onRows?.(rows);
};

/** Where there is no named pipe: one decode to a buffer (sharp's copy exists briefly). */
export const decodeBuffered = async (
  path: string,
  target: SharedEquirect,
  options: { readonly signal?: AbortSignal; readonly onRows?: (rows: number) => void },
): Promise<void> => {
  const { data, info } = await panoramaAsRgb(path).raw().toBuffer({ resolveWithObject: true });
  options.signal?.throwIfAborted();
  if (info.width !== target.width || info.height !== target.height || info.channels !== 3)
    throw new Error("the decoder's output is not 8-bit RGB of the expected size");
  new Uint8Array(target.source).set(data);
  publishRows(target, target.height, options.onRows);
};
