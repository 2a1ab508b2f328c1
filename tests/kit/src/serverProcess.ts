import { type ChildProcess, spawn } from "node:child_process";
import { appendFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { assertBuilt } from "./buildCheck";
import { freePort } from "./freePort";
import { serverDir, serverEntry } from "./paths";

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

/** Options of {@link startServerProcess}. */
export interface ServerProcessOptions {
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
  const child = spawn(process.execPath, [entry], {
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

/** A server on a data directory and port of its own. */
export interface RunningServer extends ServerProcess {
  readonly origin: string;
  readonly port: number;
  readonly dataDir: string;
  /** The file holding everything it printed, for failure reports. */
  readonly logFile: string;
  /**
   * Stops it: SIGTERM, then SIGKILL after `graceMs`; then removes its data directory and log
   * unless `keepData` (to start it again on them).
   */
  readonly stop: (keepData?: boolean, graceMs?: number) => Promise<void>;
}

/** Options of {@link startServer}. */
export interface StartServerOptions {
  /** Added to the environment, after the embedded defaults and PUBLIC_URL. */
  readonly env?: Readonly<Record<string, string>>;
  /** A server stopped with `keepData`: started again on its data directory, port and log. */
  readonly again?: Pick<RunningServer, "dataDir" | "origin" | "logFile">;
}

/**
 * Starts the built server (`npm run build`; a missing build fails with what to run, an old one
 * earns a warning) on a fresh temp data directory and a free port (or on those of `again`) and
 * waits for its ready line. The log file sits next to the data directory, so it is found when
 * a test fails and removed with the data.
 */
export const startServer = async (options: StartServerOptions = {}): Promise<RunningServer> => {
  assertBuilt(undefined, { allowStale: true });
  const dataDir = options.again?.dataDir ?? (await mkdtemp(join(tmpdir(), "orbis-test-")));
  const logFile = options.again?.logFile ?? `${dataDir}.log`;
  const port =
    options.again === undefined ? await freePort() : Number(new URL(options.again.origin).port);
  const origin = `http://127.0.0.1:${port}`;
  const removeData = () =>
    Promise.all([rm(dataDir, { recursive: true, force: true }), rm(logFile, { force: true })]);
  let started: ServerProcess;
  try {
    started = await startServerProcess(
      serverEntry,
      dataDir,
      port,
      { PUBLIC_URL: origin, ...options.env },
      { logFile },
    );
  } catch (error) {
    await removeData();
    throw error;
  }
  const stop = async (keepData = false, graceMs = 15_000) => {
    if (started.child.exitCode === null && started.child.signalCode === null) {
      started.child.kill("SIGTERM");
      const killer = setTimeout(() => started.child.kill("SIGKILL"), graceMs);
      await started.exited;
      clearTimeout(killer);
    }
    if (!keepData) await removeData();
  };
  return { ...started, origin, port, dataDir, logFile, stop };
};
