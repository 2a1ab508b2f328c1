import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { type RunningServer, startServer } from "./serverProcess";

/*
 * Store and router tests talk to the real Orbis server: one process for all test files, whose
 * origin and data folder are provided to them. Under `turbo run test` the server is built already
 * (the console's test task depends on `@orbis/server#build`); run directly, turbo builds the
 * server and what it depends on (cached). When turbo fails on a package the server does not need
 * at run time (another package mid-change), core and server are built alone instead, with a
 * warning.
 */

declare module "vitest" {
  export interface ProvidedContext {
    /** The test server's origin, e.g. `http://127.0.0.1:41234`. */
    orbisOrigin: string;
    /** Its DATA_DIR: mailed codes are read from `mail/` there. */
    orbisDataDir: string;
  }
}

const rootDir = fileURLToPath(new URL("../../../", import.meta.url));

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

const buildServer = () => {
  const turbo = ["turbo", "run", "build", "--filter=@orbis/server...", "--output-logs=errors-only"];
  const r = attempt("npx", turbo, rootDir);
  if (r.status === 0) return;
  console.warn(`turbo build failed; building core and server alone:\n${r.stdout.slice(-2000)}`);
  for (const pkg of ["core", "server"]) run("npm", ["run", "build"], `${rootDir}${pkg}`);
};

let server: RunningServer | undefined;

export default async function setup(project: TestProject) {
  if (!process.env.TURBO_HASH) buildServer();
  server = await startServer();
  project.provide("orbisOrigin", server.origin);
  project.provide("orbisDataDir", server.dataDir);
  return async () => {
    await server?.stop();
  };
}
