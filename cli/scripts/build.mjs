// `npm run build`: bundles the commands with tsup, then writes oclif's manifest so `--help` and
// autocomplete list commands without loading them. Type checking is `npm run typecheck`.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const cwd = fileURLToPath(new URL("..", import.meta.url));
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, {
    cwd,
    stdio: "inherit",
    // The oclif tool would otherwise ask the registry for a newer oclif on every build.
    env: { ...process.env, OCLIF_SKIP_NEW_VERSION_CHECK: "true" },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
run("npx", ["tsup", "--silent"]);
run("npx", ["oclif", "manifest"]);
