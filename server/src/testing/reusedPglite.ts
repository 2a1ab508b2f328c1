import { readFile } from "node:fs/promises";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { inject } from "vitest";
import { PGLITE_START_PARAMS } from "../infra/db/database";
import { STORED_OBJECTS_CHANGED } from "../modules/storage";
import { type Baseline, baselineOf, type RunSql, restore, signatureOf } from "./databaseBaseline";

/*
 * Starting PGlite from the run's snapshot costs about a second of CPU (the data directory untarred
 * into memory, the WebAssembly backend started and warmed up again), and the server suite opened
 * one for nearly every describe block and some tests: a third of its time. A worker keeps the
 * instances its files have closed and hands them out again, reset to exactly what the snapshot
 * holds: every table emptied and refilled with the snapshot's rows, its sequences put back, the
 * session discarded. An instance that cannot be proven clean (a transaction still open, the schema
 * changed by the test) is closed for real instead. `reusedPglite.test.ts` checks that a reused
 * instance fingerprints like a fresh one.
 */

/** Runs statements on one PGlite or one of its transactions. */
const runOn =
  (pg: Pick<PGlite, "query">): RunSql =>
  async <T>(text: string, params?: readonly unknown[]) =>
    (await pg.query<T>(text, params === undefined ? undefined : [...params])).rows;

/** Puts an instance back to the baseline's data, in one transaction. */
const reset = async (pg: PGlite, baseline: Baseline): Promise<void> => {
  await pg.transaction((tx: Transaction) => restore(runOn(tx), baseline, "truncate"));
  // Session state a test may have left: settings, prepared statements, advisory locks, temp tables.
  await pg.exec("discard all");
};

let snapshot: Promise<Blob> | undefined;
let baseline: Promise<Baseline> | undefined;
const spares: PGlite[] = [];
let starts = 0;

/** How many instances this worker has started from the snapshot (the rest were reused). */
export const freshPgliteStarts = (): number => starts;

const fresh = async (): Promise<PGlite> => {
  snapshot ??= readFile(inject("pgliteSnapshot")).then((bytes) => new Blob([bytes]));
  const pg = await PGlite.create({
    loadDataDir: await snapshot,
    startParams: [...PGLITE_START_PARAMS],
  });
  starts += 1;
  baseline ??= baselineOf(runOn(pg));
  await baseline;
  return pg;
};

/** Takes an instance back if it is provably clean, reset to the baseline; closes it otherwise. */
const takeBack = async (pg: PGlite): Promise<void> => {
  const expected = await (baseline as Promise<Baseline>);
  try {
    // Anything the file had queued before it closed runs first; nothing can be queued after.
    await pg.query("select 1");
    // A listener a file left behind (an app it did not close) must not outlive its lease.
    await pg.unlisten(STORED_OBJECTS_CHANGED);
    if (pg.isInTransaction() || (await signatureOf(runOn(pg))) !== expected.signature) {
      await pg.close();
      return;
    }
    await reset(pg, expected);
    spares.push(pg);
  } catch {
    // Not provably clean: the next file starts a fresh one, as it would without reuse.
    if (!pg.closed) await pg.close();
  }
};

/**
 * A PGlite holding the run's snapshot, for one test file's database. Closing it (as the Kysely
 * dialect does on destroy) hands it back to this worker instead; any use after that fails as on a
 * closed instance.
 */
export const leasePglite = async (): Promise<PGlite> => {
  const pg = spares.pop() ?? (await fresh());
  let leased = true;
  let returned: Promise<void> | undefined;
  return new Proxy(pg, {
    get(target, property) {
      if (property === "close")
        return () => {
          leased = false;
          returned ??= takeBack(target);
          return returned;
        };
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (!leased) return Promise.reject(new Error("PGlite is closed"));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
};
