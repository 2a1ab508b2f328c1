import { randomUUID } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { type Baseline, baselineOf, type RunSql, restore, signatureOf } from "./databaseBaseline";

/*
 * The PostgreSQL side of the server suite used to create a database from the run's template for
 * every describe block and drop it afterwards: ~120 CREATE DATABASE, each writing a few hundred
 * files next to the ones the last DROP removed. The kernel's inode search over recently deleted
 * files made that most of PostgreSQL's CPU in a run (measured with perf: ext4_create,
 * recently_deleted). A worker now keeps the databases its files have given back and hands them
 * out again, reset in one transaction to exactly what the template holds (see
 * databaseBaseline.ts). One whose schema a test changed, or that cannot be reset, is dropped
 * instead. `reusedPostgres.test.ts` checks that a reused database fingerprints like a fresh one.
 */

/** `url` with its database replaced by `database`. */
export const withDatabase = (url: string, database: string): string => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

const serverUrl = () => process.env.DATABASE_URL as string;

/** Runs `work` on a connection of its own to `database`, closed afterwards. */
const onDatabase = async <T>(database: string, work: (run: RunSql) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl(), database) });
  await client.connect();
  try {
    return await work(
      async <R>(text: string, params?: readonly unknown[]) =>
        (await client.query(text, params === undefined ? undefined : [...params])).rows as R[],
    );
  } finally {
    await client.end();
  }
};

/** A statement on the server's own database, for CREATE and DROP DATABASE. */
const onServer = (text: string, params?: readonly unknown[]) =>
  onDatabase(new URL(serverUrl()).pathname.slice(1), (run) => run(text, params));

let baseline: Promise<Baseline> | undefined;
const spares: string[] = [];
let creations = 0;

/** How many databases this worker has created from the template (the rest were reused). */
export const postgresDatabasesCreated = (): number => creations;

const create = async (): Promise<string> => {
  const template = inject("postgresTemplate") as string;
  // The setup's process id keeps names apart when two runs share one server; the globalSetup
  // drops what is left of this run's databases at the end.
  const name = `orbis_t_${template.split("_")[2]}_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  await onServer(`create database ${name} template ${template}`);
  // A test database need not survive a PostgreSQL crash: not waiting for each commit's WAL flush
  // takes ~0.7 ms of wall time and about two thirds of PostgreSQL's CPU off every commit here
  // (2,000 one-row commits: 0.65 CPU-s with the flush, 0.19 without).
  await onServer(`alter database ${name} set synchronous_commit = off`);
  creations += 1;
  baseline ??= onDatabase(name, baselineOf);
  await baseline;
  return name;
};

const drop = (name: string) => onServer(`drop database if exists ${name} with (force)`);

/** Takes a database back if it is provably clean, reset to the baseline; drops it otherwise. */
const takeBack = async (name: string): Promise<void> => {
  const expected = await (baseline as Promise<Baseline>);
  try {
    // Sessions the file left (a pool it did not close, a killed server's connections) end here,
    // and with them their transactions, locks and settings.
    await onServer(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = $1 and pid <> pg_backend_pid()`,
      [name],
    );
    const clean = await onDatabase(name, async (run) => {
      if ((await signatureOf(run)) !== expected.signature) return false;
      await run("begin");
      await restore(run, expected, "delete");
      await run("commit");
      return true;
    });
    if (clean) {
      spares.push(name);
      return;
    }
  } catch {
    // Not provably clean: dropped below, and the next file gets a new one as without reuse.
  }
  await drop(name);
};

/** A database leased for one test file: its URL, and how to give it back. */
export interface LeasedDatabase {
  readonly url: string;
  /** Hands the database back (reset for the next file, or dropped); later calls do nothing. */
  readonly release: () => Promise<void>;
}

/**
 * A migrated, seeded PostgreSQL database holding exactly what the run's template holds
 * (`DATABASE_URL` must be set), for one test file or a server process it starts.
 */
export const leasePostgresDatabase = async (): Promise<LeasedDatabase> => {
  const name = spares.pop() ?? (await create());
  let released: Promise<void> | undefined;
  return {
    url: withDatabase(serverUrl(), name),
    release: () => {
      released ??= takeBack(name);
      return released;
    },
  };
};
