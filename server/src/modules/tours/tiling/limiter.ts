/*
 * At most `slots` tile encodes run at once. sharp queues on libuv's 4 threads anyway; bounding
 * it here keeps the encodes from crowding out the remap workers on a 2-core machine and bounds
 * the face buffers held while their tiles wait.
 */

/** Runs async jobs with bounded concurrency. */
export interface Limiter {
  run<T>(job: () => Promise<T>): Promise<T>;
}

/** A limiter with `slots` concurrent jobs. */
export const createLimiter = (slots: number): Limiter => {
  let active = 0;
  const waiting: (() => void)[] = [];
  // A finished job hands its slot straight to the next waiter, so no newcomer can slip in between.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  return {
    run: async <T>(job: () => Promise<T>): Promise<T> => {
      if (active >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
      else active++;
      try {
        return await job();
      } finally {
        release();
      }
    },
  };
};
