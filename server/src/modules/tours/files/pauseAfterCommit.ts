import { setTimeout as sleep } from "node:timers/promises";
import type { Config } from "../../../config";

/**
 * Test only: with `ORBIS_TEST_PAUSE_AFTER_COMMIT_MS` set, an upload says so on stdout and waits
 * between the commit of its scenes (and their tiling jobs) and their dispatch, the window a
 * crash test kills the server in. Without the variable it returns at once.
 */
export const pauseAfterCommit = async (config: Config): Promise<void> => {
  const ms = config.testPauseAfterCommitMs;
  if (ms === undefined) return;
  console.log(`test pause: scenes committed, dispatch in ${ms} ms`);
  await sleep(ms);
};
