// `npm run e2e`: the browser journeys in tests/e2e (Playwright over the test kit's chromium);
// `npm run e2e scale`: the scale suite (several server processes on PostgreSQL, Redis and S3
// behind HAProxy), which needs DATABASE_URL, redis-server and haproxy.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const dir = fileURLToPath(new URL("../tests/e2e/", import.meta.url));
const suite = process.argv[2];
if (suite !== undefined && suite !== "scale") {
  console.error(`No end-to-end suite named "${suite}". Known: scale (or none for the journeys).`);
  process.exit(1);
}
const config = suite === "scale" ? ["--config", "vitest.scale.config.ts"] : [];
const r = spawnSync("npx", ["vitest", "run", "--root", dir, ...config], { stdio: "inherit" });
process.exit(r.status ?? 1);
