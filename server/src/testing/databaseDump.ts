import { sql } from "kysely";
import type { TestApp } from "./testApp";

/**
 * Every row of every table of ours, as text (a `-- table` line before each table's rows): a dump
 * to search for a secret that must never be stored.
 */
export const dumpDatabase = async (t: TestApp): Promise<string> => {
  const db = t.deps.db.kysely;
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  const dumps: string[] = [];
  for (const { table_name } of tables.rows) {
    const rows = await sql<{
      row: string;
    }>`select row_to_json(t)::text as row from ${sql.table(table_name)} t`.execute(db);
    dumps.push(`-- ${table_name}\n${rows.rows.map((r) => r.row).join("\n")}`);
  }
  return dumps.join("\n");
};
