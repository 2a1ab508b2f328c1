import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { freePort } from "./freePort";
import { serverDir, serverEntry } from "./paths";
import { startServerProcess } from "./serverStart";

/*
 * A server's first start on an empty data directory creates its embedded database, migrates and
 * seeds it and writes the model catalogue's files: about 8 s of CPU, where a start on existing
 * data takes 3. The suites start a dozen servers on embedded defaults, so the first start is
 * made once per server build, stopped cleanly, and kept as a seed that each new data directory
 * is copied from. The token key is left out: every server makes its own, as a fresh install does.
 * The server's own tests of a first start (server/src/main.test.ts) start on an empty directory.
 */

/** What a seed holds: the embedded database and the file store. */
const SEEDED = ["db", "files"] as const;
/** Written last into a finished seed. */
const MARKER = "seed-complete";
/** A lock older than this was left by a killed run. */
const STALE_LOCK_MS = 180_000;
/** Seeds of other builds unused for this long are removed. */
const OLD_SEED_MS = 86_400_000;

const pgliteVersion = (): string => {
  const require = createRequire(join(serverDir, "package.json"));
  // Its exports do not include package.json: climb from its entry to the package's folder.
  let dir = dirname(require.resolve("@electric-sql/pglite"));
  while (!existsSync(join(dir, "package.json"))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { version: string })
    .version;
};

/**
 * Where the seed of the server built at `entry` lives: named by a hash of the bundle (its
 * migrations and seeds) and of PGlite's version (its data format).
 */
export const seedDirFor = (entry: string = serverEntry): string => {
  const key = createHash("sha256")
    .update(readFileSync(entry))
    .update(pgliteVersion())
    .digest("hex")
    .slice(0, 16);
  return join(tmpdir(), `orbis-test-seed-${key}`);
};

const isComplete = (seed: string) =>
  statSync(join(seed, MARKER), { throwIfNoEntry: false }) !== undefined;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Removes the seeds of other builds nobody used for a day (each holds about 40 MB). */
const removeOldSeeds = async (keep: string) => {
  const now = Date.now();
  for (const name of await readdir(tmpdir())) {
    const path = join(tmpdir(), name);
    if (!name.startsWith("orbis-test-seed-") || path === keep || name.endsWith(".lock")) continue;
    const info = await stat(path).catch(() => undefined);
    if (info !== undefined && now - info.mtimeMs > OLD_SEED_MS)
      await rm(path, { recursive: true, force: true });
  }
};

/** Starts the server on an empty directory, stops it cleanly, and keeps what the start made. */
const makeSeed = async (entry: string, seed: string) => {
  const work = await mkdtemp(join(tmpdir(), "orbis-test-seeding-"));
  try {
    const port = await freePort();
    const server = await startServerProcess(entry, work, port, {
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    });
    server.child.kill("SIGTERM");
    const code = await server.exited;
    if (code !== 0)
      throw new Error(`The seed server did not stop cleanly (${code}):\n${server.output()}`);
    for (const name of await readdir(work))
      if (!(SEEDED as readonly string[]).includes(name))
        await rm(join(work, name), { recursive: true, force: true });
    await writeFile(join(work, MARKER), "");
    await rename(work, seed);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
};

/**
 * The seed of the server built at `entry`, made on first use. Suites starting at once share one:
 * the first makes it under a lock, the others wait for it.
 */
export const seedFor = async (entry: string = serverEntry): Promise<string> => {
  const seed = seedDirFor(entry);
  const lock = `${seed}.lock`;
  for (;;) {
    if (isComplete(seed)) return seed;
    try {
      await mkdir(lock);
    } catch {
      const held = statSync(lock, { throwIfNoEntry: false });
      if (held !== undefined && Date.now() - held.mtimeMs > STALE_LOCK_MS)
        await rm(lock, { recursive: true, force: true });
      await sleep(200);
      continue;
    }
    try {
      if (!isComplete(seed)) {
        await rm(seed, { recursive: true, force: true });
        await makeSeed(entry, seed);
        await removeOldSeeds(seed);
      }
      return seed;
    } finally {
      await rm(lock, { recursive: true, force: true });
    }
  }
};

/**
 * Fills `dataDir` (empty) with the seed of the server built at `entry`: a server started on it
 * begins as one that started once on an empty directory, with no account and a token key of its
 * own.
 */
export const seedDataDir = async (dataDir: string, entry: string = serverEntry): Promise<void> => {
  const seed = await seedFor(entry);
  for (const name of SEEDED) await cp(join(seed, name), join(dataDir, name), { recursive: true });
};
