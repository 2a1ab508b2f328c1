import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { chromiumMissing } from "./browser";
import { type RunningServer, serverEntry, startServer } from "./serverProcess";

/*
 * One real server for every journey. Under `turbo run test` the server is built already (the
 * task depends on `@orbis/server#build`); run directly (`npm run e2e`), turbo builds it and what
 * it serves first, cached. When that build fails on some package mid-change, an existing build
 * is used with a warning rather than failing every journey for an unrelated reason.
 */

declare module "vitest" {
  export interface ProvidedContext {
    /** The server's origin, e.g. `http://127.0.0.1:41234`. */
    orbisOrigin: string;
    /** Its DATA_DIR: mailed codes are read from `mail/` there. */
    orbisDataDir: string;
  }
}

const rootDir = fileURLToPath(new URL("../../../../", import.meta.url));

const buildServer = () => {
  const r = spawnSync(
    "npx",
    ["turbo", "run", "build", "--filter=@orbis/server...", "--output-logs=errors-only"],
    {
      cwd: rootDir,
      encoding: "utf8",
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1", DO_NOT_TRACK: "1" },
    },
  );
  if (r.status === 0) return;
  if (!existsSync(serverEntry))
    throw new Error(`Building the server failed:\n${r.stdout.slice(-4000)}${r.stderr}`);
  console.warn(`turbo build failed; using the existing server build:\n${r.stdout.slice(-2000)}`);
};

let server: RunningServer | undefined;

export default async function setup(project: TestProject) {
  const missing = chromiumMissing();
  if (missing) throw new Error(missing);
  if (!process.env.TURBO_HASH) buildServer();
  server = await startServer();
  project.provide("orbisOrigin", server.origin);
  project.provide("orbisDataDir", server.dataDir);
  return async () => {
    await server?.stop();
  };
}
