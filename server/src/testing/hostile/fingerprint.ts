import { readdir, stat } from "node:fs/promises";
import { join, relative } from "node:path";
import { sql } from "kysely";
import type { TestApp } from "../testApp";

/**
 * Everything a request could have written, condensed: a hash of every table's rows and the name
 * and size of every stored file and mail. Two equal fingerprints mean nothing was written.
 * Multipart temp files (`tmp/`) are left out: they belong to the request, not to the data.
 */
export type Fingerprint = ReadonlyMap<string, string>;

const tablesOf = async (t: TestApp): Promise<string[]> => {
  const rows = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(
    t.deps.db.kysely,
  );
  return rows.rows.map((r) => r.name);
};

const filesUnder = async (root: string, dir: string): Promise<[string, string][]> => {
  const entries = await readdir(join(root, dir), { withFileTypes: true, recursive: true }).catch(
    () => [],
  );
  return Promise.all(
    entries
      .filter((e) => e.isFile())
      .map(async (e): Promise<[string, string]> => {
        const path = join(e.parentPath, e.name);
        return [`file ${relative(root, path)}`, String((await stat(path)).size)];
      }),
  );
};

/**
 * The fingerprint of a test app's database and data dir (files and mail). The tables are hashed
 * in one statement: a query per table, twice per call, was most of the hostile-input suite's time.
 */
export const fingerprint = async (t: TestApp): Promise<Fingerprint> => {
  const db = t.deps.db.kysely;
  const result = new Map<string, string>();
  const perTable = (await tablesOf(t)).map(
    (table) => sql`select ${table}::text as name, count(*)::int as n,
             md5(coalesce(string_agg(md5(r::text), ',' order by md5(r::text)), '')) as h
      from ${sql.table(table)} r`,
  );
  if (perTable.length > 0) {
    const { rows } = await sql<{ name: string; n: number; h: string }>`${sql.join(
      perTable,
      sql` union all `,
    )}`.execute(db);
    for (const row of rows) result.set(`table ${row.name}`, `${row.n} ${row.h}`);
  }
  const root = t.deps.config.dataDir;
  for (const dir of ["files", "mail"]) {
    for (const [name, size] of await filesUnder(root, dir)) result.set(name, size);
  }
  return result;
};

/** What differs between two fingerprints: tables whose rows changed, files added, removed or resized. */
export const changesBetween = (before: Fingerprint, after: Fingerprint): string[] =>
  [...new Set([...before.keys(), ...after.keys()])].filter(
    (key) => before.get(key) !== after.get(key),
  );
