import { type ChildProcess, spawn } from "node:child_process";
import { appendFileSync } from "node:fs";
import { serverDir } from "./paths";

/*
 * The built Orbis server as its own process, on the embedded defaults a fresh install runs on
 * (PGlite, files under DATA_DIR, in-process jobs, mail as .eml files) unless the test's env
 * names other services: what a user of `npm start` gets, console build included.
 */

/** The line the server prints once it takes requests. */
export const READY_LINE = "Orbis is running at";

/** A started server process. */
export interface ServerProcess {
  readonly child: ChildProcess;
  /** Everything it printed so far. */
  readonly output: () => string;
  /** Its exit code (null when a signal ended it). */
  readonly exited: Promise<number | null>;
}

/**
 * Node's flags for a test's server, which lives seconds to minutes: no optimising tier for
 * WebAssembly (`--liftoff-only`). PGlite is PostgreSQL compiled to WebAssembly, and a fresh
 * process spent more CPU optimising its hot functions than the optimised code saved: a start
 * went from about 4.5 CPU-s to 3.2, the CLI suite, whose server answers every call, from 301
 * CPU-s to 263 (docs/conventions.md, "Test speed"). JavaScript keeps its optimising tier: the
 * tiler's remap kernel is JavaScript, and tiling ran several times slower without it. Same code,
 * same answers; only the speed of V8's code differs. Benchmarks pass `[]`: they measure the
 * server as `npm start` runs it.
 */
export const SHORT_LIVED_NODE_FLAGS: readonly string[] = ["--liftoff-only"];

/** Options of {@link startServerProcess}. */
export interface ServerProcessOptions {
  /** Node's flags; {@link SHORT_LIVED_NODE_FLAGS} unless given. */
  readonly nodeFlags?: readonly string[];
  /** A file that receives a copy of everything the server prints (kept across restarts). */
  readonly logFile?: string;
  /** How long to wait for the ready line. */
  readonly timeoutMs?: number;
}

/**
 * Starts the built server (`entry`) on `dataDir` and `port` and waits for its ready line; when
 * it exits or times out first, it is killed and the error carries everything it printed. The
 * embedded services are chosen even where CI provides PostgreSQL, Redis, S3 or SMTP for other
 * suites; `env` may name them again.
 */
export const startServerProcess = async (
  entry: string,
  dataDir: string,
  port: number,
  env: Readonly<Record<string, string>> = {},
  options: ServerProcessOptions = {},
): Promise<ServerProcess> => {
  const child = spawn(process.execPath, [...(options.nodeFlags ?? SHORT_LIVED_NODE_FLAGS), entry], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: "",
      REDIS_URL: "",
      S3_BUCKET: "",
      SMTP_URL: "",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const record = (chunk: Buffer) => {
    output += chunk.toString();
    if (options.logFile !== undefined) appendFileSync(options.logFile, chunk);
  };
  child.stdout?.on("data", record);
  child.stderr?.on("data", record);
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  while (!output.includes(READY_LINE)) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The Orbis server did not start. It printed:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, output: () => output, exited };
};
