import { spawnSync } from "node:child_process";
import { repoRoot } from "./paths";

/**
 * Builds the packages `filter` names (e.g. `@orbis/server...`) with turbo, cached; answers what
 * turbo printed when it failed, or null. Under `turbo run test` (TURBO_HASH set) the task's
 * dependencies are built already, so nothing is run.
 */
export const turboBuild = (filter: string): string | null => {
  if (process.env.TURBO_HASH) return null;
  const run = spawnSync(
    "npx",
    ["turbo", "run", "build", `--filter=${filter}`, "--output-logs=errors-only"],
    {
      cwd: repoRoot,
      encoding: "utf8",
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1", DO_NOT_TRACK: "1" },
    },
  );
  return run.status === 0 ? null : `${run.stdout.slice(-4000)}${run.stderr.slice(-2000)}`;
};
