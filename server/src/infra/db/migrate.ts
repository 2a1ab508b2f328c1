import { type Kysely, type MigrationProvider, Migrator, sql } from "kysely";
import { migrations } from "./migrations";
import type { Migration } from "./migrations/migration";

const providerOf = (list: readonly Migration[]): MigrationProvider => ({
  getMigrations: async () =>
    Object.fromEntries(
      list.map((m) => [
        m.name,
        {
          up: async (db: Kysely<unknown>) => {
            for (const statement of m.up) await sql.raw(statement).execute(db);
          },
        },
      ]),
    ),
});

/**
 * Brings the schema up to date. Kysely's migrator holds a lock, so two servers starting at once
 * against one PostgreSQL do not both migrate. Throws with the failing migration's name.
 */
export const migrateToLatest = async (
  db: Kysely<unknown>,
  list = migrations,
): Promise<string[]> => {
  const migrator = new Migrator({ db, provider: providerOf(list) });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((r) => r.status === "Error");
  if (error !== undefined) {
    const where = failed === undefined ? "" : ` in ${failed.migrationName}`;
    throw new Error(`Database migration failed${where}: ${String(error)}`, { cause: error });
  }
  return results.filter((r) => r.status === "Success").map((r) => r.migrationName);
};
