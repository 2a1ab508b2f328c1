// Runs TypeScript 7, the native compiler, installed beside TypeScript 6 as `typescript-native`,
// with the given arguments, on one thread (the test run keeps both cores busy with other
// packages), and exits with its status. Called by path, never as `tsc`: both packages name a
// `tsc` command and either may be the one on the path.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** Runs TypeScript 7 with `args` in the current folder and exits as it did. */
export const runTypeScript7 = (args) => {
  const require = createRequire(import.meta.url);
  const tsc = join(dirname(require.resolve("typescript-native/package.json")), "bin", "tsc");
  const r = spawnSync(process.execPath, [tsc, "--singleThreaded", ...args], { stdio: "inherit" });
  process.exit(r.status ?? 1);
};
