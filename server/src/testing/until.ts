/**
 * Asks `probe` every 25 ms until it answers something, and answers that; throws naming `what`
 * after `ms`. For what a test waits on across processes or jobs (a tiling, a generation).
 */
export const until = async <T>(
  what: string,
  probe: () => Promise<T | undefined>,
  ms = 30_000,
): Promise<T> => {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
};
