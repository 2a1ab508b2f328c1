import { open, rm, stat } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";

/** How long a lock may be held before another process takes it over (its holder died). */
const STALE_MS = 30_000;

/**
 * Runs `task` holding an exclusive lock file beside the configuration. Token renewal needs it:
 * refresh tokens rotate and a reused one ends the session, so two `orbis` processes must never
 * renew the same token at once.
 */
export const withFileLock = async <T>(path: string, task: () => Promise<T>): Promise<T> => {
  const deadline = Date.now() + STALE_MS + 5_000;
  for (;;) {
    try {
      const handle = await open(path, "wx", 0o600);
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const age = await stat(path).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (age > STALE_MS || Date.now() > deadline) await rm(path, { force: true });
      else await sleep(50 + Math.random() * 100);
    }
  }
  try {
    return await task();
  } finally {
    await rm(path, { force: true });
  }
};
