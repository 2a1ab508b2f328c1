import { execFile } from "node:child_process";
import { chmod, chown, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { freePort } from "./freePort";

/*
 * A PostgreSQL cluster of a test's own (Debian's server binaries, trust auth, no disk sync) on a
 * free port: a fault test can restart it for real, as a failover or an upgrade does, without
 * touching the PostgreSQL other suites use. PostgreSQL refuses to run as root, so as root it runs
 * as the `postgres` user the package made.
 */

const run = promisify(execFile);

/** A running private PostgreSQL. */
export interface PostgresTestServer {
  /** The `postgres` database's URL; suites create their own databases in it. */
  readonly url: string;
  readonly port: number;
  /** Stops it at once (clients are cut, as a crash or a fast shutdown does) and starts it again. */
  readonly restart: () => Promise<void>;
  readonly stop: () => Promise<void>;
}

/** The folder of the newest installed server's binaries, or null when none is installed. */
const binaries = async (): Promise<string | null> => {
  const versions = await readdir("/usr/lib/postgresql").catch(() => [] as string[]);
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest === undefined ? null : join("/usr/lib/postgresql", newest, "bin");
};

const asRoot = () => process.getuid?.() === 0;

/** Runs a server binary, as `postgres` when this process is root. */
const pgRun = async (bin: string, tool: string, args: readonly string[]) => {
  const [file, argv] = asRoot()
    ? ["runuser", ["-u", "postgres", "--", join(bin, tool), ...args]]
    : [join(bin, tool), [...args]];
  await run(file, argv, { timeout: 60_000 });
};

/** Whether a private cluster can be started here (the server binaries, and a user to run them). */
export const hasPostgresServer = async (): Promise<boolean> => {
  const bin = await binaries();
  if (bin === null) return false;
  if (!asRoot()) return true;
  return run("id", ["-u", "postgres"]).then(
    () => true,
    () => false,
  );
};

/** Makes a cluster in a temp folder, starts it, and waits until it takes connections. */
export const startPostgresServer = async (): Promise<PostgresTestServer> => {
  const bin = await binaries();
  if (bin === null) throw new Error("no PostgreSQL server binaries under /usr/lib/postgresql");
  const dir = await mkdtemp(join(tmpdir(), "orbis-pg-"));
  if (asRoot()) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: group } = await run("id", ["-g", "postgres"]);
    await chown(dir, Number(stdout.trim()), Number(group.trim()));
  }
  await chmod(dir, 0o700);
  const data = join(dir, "data");
  const port = await freePort();
  await pgRun(bin, "initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const ctl = (...args: string[]) =>
    pgRun(bin, "pg_ctl", ["-D", data, "-o", options, "-w", "-l", join(dir, "log"), ...args]);
  await ctl("start");
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    restart: () => ctl("-m", "immediate", "restart"),
    stop: async () => {
      await ctl("-m", "immediate", "stop").catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
};
