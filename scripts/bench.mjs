// `npm run bench [name]`: runs the benchmarks in scripts/bench/, or the one named.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

const dir = fileURLToPath(new URL("./bench/", import.meta.url));
const wanted = process.argv[2];
const all = existsSync(dir)
  ? readdirSync(dir)
      .filter((f) => f.endsWith(".mjs"))
      .map((f) => f.slice(0, -4))
  : [];
const chosen = wanted ? all.filter((n) => n === wanted) : all;
if (wanted && chosen.length === 0) {
  console.error(`No benchmark named "${wanted}". Known: ${all.join(", ") || "none yet"}.`);
  process.exit(1);
}
if (chosen.length === 0) console.log("No benchmarks yet.");
let failed = 0;
for (const name of chosen) {
  console.log(`\n== bench ${name} ==`);
  const r = spawnSync(process.execPath, [`${dir}${name}.mjs`, ...process.argv.slice(3)], {
    stdio: "inherit",
  });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
