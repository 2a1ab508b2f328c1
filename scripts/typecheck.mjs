// `npm run typecheck` in a package: type-checks it (no output files) with TypeScript 7, the
// native compiler, installed beside TypeScript 6 as `typescript-native`. TypeScript 6 stays the
// `typescript` package because tsup's declaration step needs its compiler API; checking is the
// same language and TypeScript 7 does it in about a fifth of the CPU time (docs/conventions.md,
// "Test speed"). One thread: the test run already keeps both cores busy with other packages.
// Arguments pass through, e.g. `-p tsconfig.test.json`.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);
const tsc = join(dirname(require.resolve("typescript-native/package.json")), "bin", "tsc");
const r = spawnSync(
  process.execPath,
  [tsc, "--noEmit", "--singleThreaded", ...process.argv.slice(2)],
  {
    stdio: "inherit",
  },
);
process.exit(r.status ?? 1);
