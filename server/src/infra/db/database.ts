import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PostgresDialect, sql } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import type { Database } from "./schema";

/** The database handle the server uses: Kysely, plus which engine answers and how to close it. */
export interface Db {
  readonly kysely: Kysely<Database>;
  readonly engine: "pglite" | "postgres";
  readonly close: () => Promise<void>;
  /**
   * Calls `listener` on each notification of `channel`; answers how to stop. Only the embedded
   * database has it: it delivers a notification in this process before the notifying statement's
   * call returns (at commit inside a transaction), so a cache cleared by it is never stale.
   */
  readonly listen?: (channel: string, listener: () => void) => Promise<() => Promise<void>>;
}

/** Where the database lives: a PostgreSQL URL, a PGlite directory, or PGlite in memory. */
export type DbLocation =
  | { readonly kind: "postgres"; readonly url: string; readonly poolSize?: number }
  | { readonly kind: "pglite"; readonly dir?: string; readonly loadDataDir?: Blob };

/** The location the config implies: `DATABASE_URL` when set, else PGlite under `DATA_DIR/db`. */
export const dbLocationOf = (config: { databaseUrl?: string; dataDir: string }): DbLocation =>
  config.databaseUrl === undefined
    ? { kind: "pglite", dir: join(config.dataDir, "db") }
    : { kind: "postgres", url: config.databaseUrl };

/**
 * PGlite's start parameters: its own defaults, with PostgreSQL's shared buffer pool at 32 MB
 * instead of 128. The embedded database holds a tour's metadata, not its images (a few MB on a
 * typical install), and PGlite keeps the whole pool in its WebAssembly memory, touched at start:
 * the smaller pool halves the database's memory (about 240 MB to 125) and a third of its start-up
 * CPU. An install that outgrows it moves to PostgreSQL (`DATABASE_URL`).
 */
export const PGLITE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams,
  "-c",
  "shared_buffers=32MB",
];

/** Opens the database. Nothing is migrated here: see `migrateToLatest`. */
export const openDb = async (location: DbLocation): Promise<Db> => {
  if (location.kind === "postgres") {
    // The driver is loaded only for PostgreSQL: PGlite, the embedded default, needs none.
    const { default: pg } = await import("pg");
    const pool = new pg.Pool({ connectionString: location.url, max: location.poolSize ?? 10 });
    // A connection dropped by the server (restart, failover) must not crash the process: the
    // pool reports idle ones here and replaces them on the next query, and a connection in use
    // reports on its own client, whose query then fails (503, see http/errors.ts).
    const lost = (error: Error) =>
      process.emitWarning(`PostgreSQL connection lost: ${error.message}`);
    pool.on("error", lost);
    pool.on("connect", (client) => client.on("error", lost));
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, engine: "postgres", close: () => kysely.destroy() };
  }
  if (location.dir !== undefined) mkdirSync(location.dir, { recursive: true });
  const pglite = await PGlite.create({
    startParams: [...PGLITE_START_PARAMS],
    ...(location.dir === undefined ? {} : { dataDir: location.dir }),
    ...(location.loadDataDir === undefined ? {} : { loadDataDir: location.loadDataDir }),
  });
  return pgliteDb(pglite);
};

/** The handle on an open PGlite (tests lease theirs from a pool of reused instances). */
export const pgliteDb = (pglite: PGlite): Db => {
  const kysely = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  // The dialect closes PGlite when Kysely is destroyed, which flushes the file database.
  return {
    kysely,
    engine: "pglite",
    close: () => kysely.destroy(),
    listen: (channel, listener) => pglite.listen(channel, listener),
  };
};

/** Resolves once the database answers a trivial query (the health check's probe). */
export const pingDb = async (db: Kysely<Database>): Promise<void> => {
  await sql`select 1`.execute(db);
};

/** Whether a database error is a unique-index violation (PostgreSQL and PGlite alike). */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23505";
