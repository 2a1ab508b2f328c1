import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { type RunningServer, startServer } from "@orbis/testkit/serverProcess";
import type { TestProject } from "vitest/node";
import "@orbis/testkit/vitest/providedContext";

/*
 * Command tests run the real `orbis` entry point against a real server process: both are built
 * first. Under `turbo run test` the dependencies are built already (the task depends on
 * ^build), so only the CLI is; run directly, turbo builds core, server and CLI (cached). When
 * turbo fails on a package the CLI's tests do not run (another package mid-change), core,
 * server and CLI are built one by one instead, with a warning.
 */

const cliDir = fileURLToPath(new URL("..", import.meta.url));
const rootDir = fileURLToPath(new URL("../..", import.meta.url));

const attempt = (cmd: string, args: string[], cwd: string) =>
  spawnSync(cmd, args, {
    cwd,
    encoding: "utf8",
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1", DO_NOT_TRACK: "1" },
  });

const run = (cmd: string, args: string[], cwd: string) => {
  const r = attempt(cmd, args, cwd);
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed:\n${r.stdout}${r.stderr}`);
};

const buildAll = () => {
  const turbo = ["turbo", "run", "build", "--filter=@orbis/cli...", "--output-logs=errors-only"];
  const r = attempt("npx", turbo, rootDir);
  if (r.status === 0) return;
  console.warn(
    `turbo build failed; building core, server and CLI alone:\n${r.stdout.slice(-2000)}`,
  );
  for (const pkg of ["core", "server", "cli"]) run("npm", ["run", "build"], `${rootDir}${pkg}`);
};

let server: RunningServer | undefined;

export default async function setup(project: TestProject) {
  if (process.env.TURBO_HASH) run("npm", ["run", "build"], cliDir);
  else buildAll();
  // AI panoramas 1024 px wide, the smallest a scene takes: painting 4096 px is for the bench.
  server = await startServer({ env: { UV_THREADPOOL_SIZE: "8", AI_PANORAMA_WIDTH: "1024" } });
  project.provide("orbisOrigin", server.origin);
  project.provide("orbisDataDir", server.dataDir);
  project.provide("orbisServerLog", server.logFile);
  return async () => {
    await server?.stop();
  };
}
