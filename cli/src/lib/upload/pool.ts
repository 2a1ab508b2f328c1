/**
 * Runs `worker` over `items` with at most `concurrency` at a time, in order of the list, and
 * resolves when all are done. Workers report their own failures: one that throws stops nothing.
 */
export const runPool = async <T>(
  items: readonly T[],
  concurrency: number,
  worker: (item: T, index: number) => Promise<void>,
): Promise<void> => {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      await worker(items[index] as T, index).catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, lane));
};
