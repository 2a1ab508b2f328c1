/*
 * Face buffers are reused instead of allocated per face: a freed SharedArrayBuffer only returns
 * its memory when the garbage collector gets to it, so a pool is what actually bounds the
 * tiler's memory (a 16K face is 81 MB).
 */

/** A fixed set of equal shared buffers, handed out in request order. */
export interface FacePool {
  acquire(): Promise<SharedArrayBuffer>;
  release(buffer: SharedArrayBuffer): void;
}

/** A pool of `count` buffers of `bytes` each, allocated on first use. */
export const createFacePool = (count: number, bytes: number): FacePool => {
  const free: SharedArrayBuffer[] = [];
  const waiting: ((buffer: SharedArrayBuffer) => void)[] = [];
  let allocated = 0;
  return {
    acquire: () => {
      const buffer = free.pop();
      if (buffer) return Promise.resolve(buffer);
      if (allocated < count) {
        allocated++;
        return Promise.resolve(new SharedArrayBuffer(bytes));
      }
      return new Promise((resolve) => waiting.push(resolve));
    },
    release: (buffer) => {
      const next = waiting.shift();
      if (next) next(buffer);
      else free.push(buffer);
    },
  };
};
