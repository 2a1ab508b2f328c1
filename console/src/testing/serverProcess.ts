import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/*
 * The built Orbis server as its own process on embedded defaults (PGlite, files, in-process
 * jobs, mail to .eml files) in a temp DATA_DIR, as the CLI's tests start it. By path, not by
 * import: the server depends on the console (it serves its build), so the console must not
 * depend on the server.
 */

// Not `new URL(…, import.meta.url)`: Vite rewrites that into an asset URL in DOM test files.
const serverDir = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "server");

/** The server's entry point, which `npm run build -w @orbis/server` writes. */
export const serverEntry = join(serverDir, "dist", "main.js");

/** A free TCP port on 127.0.0.1. */
const freePort = () =>
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
  /** Stops it (SIGINT, then SIGKILL) and removes its data. */
  readonly stop: () => Promise<void>;
}

/** Starts `server/dist/main.js` (build it first) and waits for its "running at" line. */
export const startServer = async (): Promise<RunningServer> => {
  const dataDir = await mkdtemp(join(tmpdir(), "orbis-console-server-"));
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
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
      // The console's suites sign many accounts up within a minute; the limits themselves are
      // the server's to test (its own suites do), here they would only add waiting.
      RATE_LIMIT: "false",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 90_000;
  while (!output.includes("Orbis is running at")) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      await rm(dataDir, { recursive: true, force: true });
      throw new Error(`The server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGINT");
      const killer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(killer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  return { origin: `http://127.0.0.1:${port}`, dataDir, child, output: () => output, stop };
};
