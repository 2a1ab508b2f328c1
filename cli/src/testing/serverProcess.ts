import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/*
 * The built Orbis server as its own process on embedded defaults (PGlite, files, in-process
 * jobs, mail to .eml files) in a temp DATA_DIR, as server/src/main.test.ts starts it.
 */

const serverDir = fileURLToPath(new URL("../../../server/", import.meta.url));

/** A free TCP port on 127.0.0.1. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** A running server. */
export interface RunningServer {
  readonly origin: string;
  readonly dataDir: string;
  readonly child: ChildProcess;
  readonly output: () => string;
  /** Stops it (SIGINT, then SIGKILL) and removes its data unless `keepData`. */
  readonly stop: (keepData?: boolean) => Promise<void>;
}

/**
 * Starts `server/dist/main.js` (build it first) and waits for its "running at" line; on a fresh
 * data dir and port, or on those of `again` (a restart of a stopped or killed server).
 */
export const startServer = async (
  env: Readonly<Record<string, string>> = {},
  again?: { readonly dataDir: string; readonly origin: string },
): Promise<RunningServer> => {
  const dataDir = again?.dataDir ?? (await mkdtemp(join(tmpdir(), "orbis-cli-server-")));
  const port = again === undefined ? await freePort() : Number(new URL(again.origin).port);
  const child = spawn(process.execPath, ["dist/main.js"], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: "",
      REDIS_URL: "",
      S3_BUCKET: "",
      LOG_LEVEL: "warn",
      UV_THREADPOOL_SIZE: "8",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 90_000;
  while (!output.includes("Orbis is running at")) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`The server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = async (keepData = false) => {
    if (child.exitCode === null) {
      child.kill("SIGINT");
      const killer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(killer);
    }
    if (!keepData) await rm(dataDir, { recursive: true, force: true });
  };
  return { origin: `http://127.0.0.1:${port}`, dataDir, child, output: () => output, stop };
};
