import { readFile } from "node:fs/promises";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { inject } from "vitest";

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

/** What a fresh instance holds: the schema's signature, each table's rows, each sequence's value. */
interface Baseline {
  readonly signature: string;
  readonly tables: readonly string[];
  readonly rows: ReadonlyMap<string, string>;
  readonly sequences: ReadonlyMap<string, string | null>;
}

/**
 * Everything a test could change in the schema, in one string: tables and their columns,
 * indexes, constraints, triggers and functions of the public schema.
 */
const SIGNATURE_SQL = `
  select md5(coalesce(string_agg(item, '|' order by item), '')) as signature from (
    select 'c:' || table_name || '.' || column_name || ':' || data_type || ':' ||
           coalesce(column_default, '') || ':' || is_nullable as item
      from information_schema.columns where table_schema = 'public'
    union all select 'i:' || indexdef from pg_indexes where schemaname = 'public'
    union all select 'k:' || conrelid::regclass::text || ':' || pg_get_constraintdef(oid)
      from pg_constraint where connamespace = 'public'::regnamespace
    union all select 't:' || tgrelid::regclass::text || ':' || tgname
      from pg_trigger where not tgisinternal
    union all select 'f:' || proname from pg_proc where pronamespace = 'public'::regnamespace
    union all select 's:' || sequencename from pg_sequences where schemaname = 'public'
  ) items`;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

const signatureOf = async (pg: PGlite): Promise<string> =>
  (await pg.query<{ signature: string }>(SIGNATURE_SQL)).rows[0]?.signature ?? "";

/** The public schema's tables, by name. */
export const publicTables = async (pg: PGlite): Promise<string[]> =>
  (
    await pg.query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).rows.map((r) => r.name);

const baselineOf = async (pg: PGlite): Promise<Baseline> => {
  const tables = await publicTables(pg);
  const rows = new Map<string, string>();
  for (const table of tables) {
    const { rows: found } = await pg.query<{ n: number; json: string }>(
      `select count(*)::int as n, coalesce(json_agg(t), '[]')::text as json from ${quoted(table)} t`,
    );
    if ((found[0]?.n ?? 0) > 0) rows.set(table, found[0]?.json ?? "[]");
  }
  const sequences = new Map(
    (
      await pg.query<{ name: string; value: string | null }>(
        `select sequencename as name, last_value::text as value
         from pg_sequences where schemaname = 'public'`,
      )
    ).rows.map((r) => [r.name, r.value] as const),
  );
  return { signature: await signatureOf(pg), tables, rows, sequences };
};

/** Puts an instance back to the baseline's data, in one transaction. */
const restore = async (pg: PGlite, baseline: Baseline): Promise<void> => {
  await pg.transaction(async (tx: Transaction) => {
    // The snapshot's rows are consistent as a whole; table by table, foreign keys would need an order.
    await tx.exec("set local session_replication_role = replica");
    if (baseline.tables.length > 0)
      await tx.exec(`truncate ${baseline.tables.map(quoted).join(", ")} restart identity cascade`);
    for (const [table, json] of baseline.rows)
      await tx.query(
        `insert into ${quoted(table)} overriding system value
         select * from json_populate_recordset(null::${quoted(table)}, $1::json)`,
        [json],
      );
    for (const [sequence, value] of baseline.sequences)
      if (value === null) await tx.exec(`alter sequence ${quoted(sequence)} restart`);
      else await tx.query(`select setval($1, $2::bigint, true)`, [quoted(sequence), value]);
  });
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
  const pg = await PGlite.create({ loadDataDir: await snapshot });
  starts += 1;
  baseline ??= baselineOf(pg);
  await baseline;
  return pg;
};

/** Takes an instance back if it is provably clean, reset to the baseline; closes it otherwise. */
const takeBack = async (pg: PGlite): Promise<void> => {
  const expected = await (baseline as Promise<Baseline>);
  try {
    // Anything the file had queued before it closed runs first; nothing can be queued after.
    await pg.query("select 1");
    if (pg.isInTransaction() || (await signatureOf(pg)) !== expected.signature) {
      await pg.close();
      return;
    }
    await restore(pg, expected);
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
