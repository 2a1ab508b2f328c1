import { readdir, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLITE_START_PARAMS } from "../db/database";
import { TEMP } from "../files/localFileStore";

/*
 * The parts of a data folder a backup holds, and how they are read: the embedded database through
 * PGlite itself (its dump is consistent: PGlite is one process and nothing else writes while it
 * is open here), the file store and the key as files.
 */

/** The embedded database's folder in a data folder. */
export const databaseDir = (dataDir: string) => join(dataDir, "db");
/** The local file store's folder in a data folder. */
export const filesDir = (dataDir: string) => join(dataDir, "files");
/** The generated keys' folder in a data folder. */
export const secretsDir = (dataDir: string) => join(dataDir, "secrets");

/** A put cut short (see localFileStore.ts): never part of a backup. */
const isTempFile = (name: string) => name.startsWith(TEMP);

/** The file store's objects under `root`, as paths relative to it (forward slashes), sorted. */
export const storedFiles = async (
  root: string,
): Promise<{ paths: string[]; count: number; bytes: number }> => {
  const entries = await readdir(root, { withFileTypes: true, recursive: true }).catch(() => []);
  const paths: string[] = [];
  let bytes = 0;
  for (const entry of entries) {
    if (!entry.isFile() || isTempFile(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    paths.push(relative(root, path).split(sep).join("/"));
    bytes += (await stat(path)).size;
  }
  return { paths: paths.sort(), count: paths.length, bytes };
};

/** Opens the embedded database in `dir`, optionally loading a dump into it first. */
export const openEmbedded = (dir: string, loadDataDir?: Blob): Promise<PGlite> =>
  PGlite.create({
    dataDir: dir,
    startParams: [...PGLITE_START_PARAMS],
    ...(loadDataDir === undefined ? {} : { loadDataDir }),
  });

/** Rows per table of the public schema. */
export const tableRowCounts = async (db: PGlite): Promise<Record<string, number>> => {
  const tables = await db.query<{ name: string }>(
    "select table_name as name from information_schema.tables " +
      "where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const result = await db.query<{ n: number }>(
      `select count(*)::int as n from "${name.replaceAll('"', '""')}"`,
    );
    counts[name] = result.rows[0]?.n ?? 0;
  }
  return counts;
};
