import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/*
 * The built Orbis server (`server/dist/main.js`) as its own process, on the embedded defaults a
 * fresh install runs on: PGlite, files under DATA_DIR, in-process jobs, mail as .eml files. The
 * journeys see exactly what a user of `npm start` sees, console build included.
 */

const serverDir = fileURLToPath(new URL("../../../../server/", import.meta.url));

/** The entry point `npx turbo run build --filter=@orbis/server` writes. */
export const serverEntry = join(serverDir, "dist", "main.js");

/** A free TCP port on 127.0.0.1. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      if (address === null || typeof address === "string") return reject(new Error("no port"));
      probe.close(() => resolve(address.port));
    });
  });

/** A running server and how to stop it. */
export interface RunningServer {
  readonly origin: string;
  readonly dataDir: string;
  readonly child: ChildProcess;
  /** Everything it printed so far, for failure messages. */
  readonly output: () => string;
  /** Stops it (SIGINT, then SIGKILL) and removes its data directory. */
  readonly stop: () => Promise<void>;
}

/** Starts the server in a temp data directory and waits for its "running at" line. */
export const startServer = async (): Promise<RunningServer> => {
  if (!existsSync(serverEntry))
    throw new Error(
      `${serverEntry} is missing: build it with \`npx turbo run build --filter=@orbis/server\``,
    );
  const dataDir = await mkdtemp(join(tmpdir(), "orbis-e2e-"));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverEntry], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: origin,
      // The embedded column even where CI provides PostgreSQL, Redis or S3 for other suites.
      DATABASE_URL: "",
      REDIS_URL: "",
      S3_BUCKET: "",
      SMTP_URL: "",
      LOG_LEVEL: "warn",
      // A journey signs up and signs in faster than a person; the limits have their own tests.
      RATE_LIMIT: "false",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 120_000;
  while (!output.includes("Orbis is running at")) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      await rm(dataDir, { recursive: true, force: true });
      throw new Error(`The Orbis server did not start:\n${output}`);
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
  return { origin, dataDir, child, output: () => output, stop };
};
