// Builds what the server needs (turbo caches it, so a second run is quick); exits on a failure.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

export const buildServer = () => {
  console.log("Orbis: building…");
  const build = spawnSync(
    "npx",
    ["turbo", "run", "build", "--filter=@orbis/server...", "--output-logs=errors-only"],
    {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1", DO_NOT_TRACK: "1" },
    },
  );
  if (build.status !== 0) {
    console.error("Orbis: the build failed; see the errors above.");
    process.exit(build.status ?? 1);
  }
};
