// `npm run e2e`: the browser journeys in tests/e2e (Playwright over the test kit's chromium).
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const dir = fileURLToPath(new URL("../tests/e2e/", import.meta.url));
if (!existsSync(dir)) {
  console.log("No end-to-end journeys yet: they arrive with the console.");
  process.exit(0);
}
const { spawnSync } = await import("node:child_process");
const r = spawnSync("npx", ["vitest", "run", "--root", dir], { stdio: "inherit" });
process.exit(r.status ?? 1);
