import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { assertBuilt } from "./buildCheck";
import { freePort } from "./freePort";
import { serverEntry } from "./paths";
import { seedDataDir } from "./seededDataDir";
import { type ServerProcess, startServerProcess } from "./serverStart";

/*
 * A test's own server: the built server on a temp data directory (seeded as after a first
 * start, see seededDataDir.ts) and a free port, stopped and removed by the test.
 */

export {
  READY_LINE,
  type ServerProcess,
  type ServerProcessOptions,
  SHORT_LIVED_NODE_FLAGS,
  startServerProcess,
} from "./serverStart";

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
  /** Node's flags for the server; `SHORT_LIVED_NODE_FLAGS` unless given (benchmarks give `[]`). */
  readonly nodeFlags?: readonly string[];
}

/** Whether a server with `env` keeps its database and files in DATA_DIR (so a seed applies). */
const startsOnEmbeddedData = (env: Readonly<Record<string, string>> = {}) =>
  !env.DATABASE_URL && !env.S3_BUCKET;

/**
 * Starts the built server (`npm run build`; a missing build fails with what to run, an old one
 * earns a warning) on a fresh temp data directory (seeded when its database and files are
 * embedded) and a free port (or on those of `again`) and
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
    if (options.again === undefined && startsOnEmbeddedData(options.env))
      await seedDataDir(dataDir);
    started = await startServerProcess(
      serverEntry,
      dataDir,
      port,
      { PUBLIC_URL: origin, ...options.env },
      { logFile, ...(options.nodeFlags === undefined ? {} : { nodeFlags: options.nodeFlags }) },
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
