// `npm start`: builds what the server needs (turbo caches it, so a second start is quick) and
// runs Orbis on embedded defaults at http://localhost:8080 — or on the services the environment
// names (DATABASE_URL, REDIS_URL, S3_*, SMTP_URL).
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
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
// Tiling keeps three libuv threads busy (decode, two encoders); file and crypto work needs room
// beside them. Set before the server's first use of the pool.
process.env.UV_THREADPOOL_SIZE ??= "8";
await import(new URL("../server/dist/main.js", import.meta.url).href);
