#!/usr/bin/env node
// The `orbis` entry point. In a checkout of the monorepo, `npm install` links this file as
// `node_modules/.bin/orbis` before anything is built: the first run then builds @orbis/core (if
// its dist is missing) and this CLI, once, and goes on. A published package ships `dist`.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";

const cliDir = fileURLToPath(new URL("..", import.meta.url));
const coreDir = fileURLToPath(new URL("../../core/", import.meta.url));
const built = () =>
  existsSync(`${cliDir}dist/commands`) && existsSync(`${cliDir}oclif.manifest.json`);
const coreBuilt = () => !existsSync(coreDir) || existsSync(`${coreDir}dist/client/index.js`);

const buildOnce = () => {
  const lock = `${cliDir}.first-build.lock`;
  // A lock left by a killed build is stale after ten minutes.
  if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 600_000)
    rmSync(lock, { recursive: true });
  try {
    mkdirSync(lock);
  } catch {
    // Another first run is building: wait for it rather than building twice into one dist.
    const pause = new Int32Array(new SharedArrayBuffer(4));
    while (!(built() && coreBuilt()) && existsSync(lock)) Atomics.wait(pause, 0, 0, 250);
    return;
  }
  try {
    if (!existsSync(`${cliDir}src`)) {
      console.error("orbis: this installation has no dist/ and no sources to build it from.");
      rmSync(lock, { recursive: true, force: true });
      process.exit(1);
    }
    process.stderr.write(
      "orbis: first run in this checkout: building @orbis/core and the CLI once (about 30 s)…\n",
    );
    // Quiet unless it fails: the one line above is all a first run shows.
    const step = (cwd) => {
      const r = spawnSync("npm", ["run", "build", "--silent"], { cwd, encoding: "utf8" });
      if (r.status !== 0) {
        console.error(
          `${r.stdout ?? ""}${r.stderr ?? ""}\norbis: the build in ${cwd} failed; see above.`,
        );
        rmSync(lock, { recursive: true, force: true });
        process.exit(r.status ?? 1);
      }
    };
    if (!coreBuilt()) step(coreDir);
    step(cliDir);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
};

if (!(built() && coreBuilt())) buildOnce();

const { execute } = await import("@oclif/core");
await execute({ dir: import.meta.url });
