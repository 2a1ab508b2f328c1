/*
 * What a test database holds when a file gets it (the migrated, seeded template), and how to put a
 * used one back to exactly that. A worker reuses its databases between files (reusedPglite.ts,
 * reusedPostgres.ts) because opening a fresh one is the dear part: about a second of CPU for a
 * PGlite, and for PostgreSQL a CREATE DATABASE whose few hundred new files, next to the ones the
 * last DROP DATABASE removed, cost the kernel more than the tests' own queries did.
 */

/** Runs one statement and returns its rows: a PGlite or a `pg` client, on one session. */
export type RunSql = <T>(text: string, params?: readonly unknown[]) => Promise<T[]>;

/** What a fresh database holds: the schema's signature, each table's rows, each sequence's value. */
export interface Baseline {
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

/** The schema's signature: equal signatures mean no test changed the schema. */
export const signatureOf = async (run: RunSql): Promise<string> =>
  (await run<{ signature: string }>(SIGNATURE_SQL))[0]?.signature ?? "";

/** The public schema's tables, by name. */
export const publicTables = async (run: RunSql): Promise<string[]> =>
  (
    await run<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((r) => r.name);

/** Reads what a database holds now, to restore others to later. */
export const baselineOf = async (run: RunSql): Promise<Baseline> => {
  const tables = await publicTables(run);
  const rows = new Map<string, string>();
  for (const table of tables) {
    const [found] = await run<{ n: number; json: string }>(
      `select count(*)::int as n, coalesce(json_agg(t), '[]')::text as json from ${quoted(table)} t`,
    );
    if ((found?.n ?? 0) > 0) rows.set(table, found?.json ?? "[]");
  }
  const sequences = new Map(
    (
      await run<{ name: string; value: string | null }>(
        `select sequencename as name, last_value::text as value
         from pg_sequences where schemaname = 'public'`,
      )
    ).map((r) => [r.name, r.value] as const),
  );
  return { signature: await signatureOf(run), tables, rows, sequences };
};

/**
 * How the tables are emptied: TRUNCATE on PGlite, which keeps its files in memory; DELETE on
 * PostgreSQL, where TRUNCATE gives every table and index a new file, the very cost reuse avoids.
 */
export type Emptying = "truncate" | "delete";

/**
 * Puts a database back to the baseline's data. Run it inside one transaction: half a reset must
 * never be handed out.
 */
export const restore = async (run: RunSql, baseline: Baseline, emptying: Emptying) => {
  // The baseline's rows are consistent as a whole; table by table, foreign keys would need an order.
  await run("set local session_replication_role = replica");
  if (emptying === "truncate" && baseline.tables.length > 0)
    await run(`truncate ${baseline.tables.map(quoted).join(", ")} restart identity cascade`);
  if (emptying === "delete")
    for (const table of baseline.tables) await run(`delete from ${quoted(table)}`);
  for (const [table, json] of baseline.rows)
    await run(
      `insert into ${quoted(table)} overriding system value
       select * from json_populate_recordset(null::${quoted(table)}, $1::json)`,
      [json],
    );
  for (const [sequence, value] of baseline.sequences)
    if (value === null) await run(`alter sequence ${quoted(sequence)} restart`);
    else await run(`select setval($1, $2::bigint, true)`, [quoted(sequence), value]);
};

/**
 * Every public table's row count and content hash, every sequence's value and the session's
 * settings a test may change, in one string: equal strings mean equal databases to a test.
 */
export const contentOf = async (run: RunSql): Promise<string> => {
  const parts: string[] = [];
  for (const table of await publicTables(run)) {
    const [row] = await run<{ n: number; h: string }>(
      `select count(*)::int as n,
              md5(coalesce(string_agg(md5(r::text), ',' order by md5(r::text)), '')) as h
       from ${quoted(table)} r`,
    );
    parts.push(`${table}:${row?.n}:${row?.h}`);
  }
  const sequences = await run<{ name: string; value: string | null }>(
    "select sequencename as name, last_value::text as value from pg_sequences order by 1",
  );
  for (const s of sequences) parts.push(`seq ${s.name}:${s.value}`);
  return parts.join("\n");
};
