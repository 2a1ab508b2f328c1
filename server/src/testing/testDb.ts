import { sql } from "kysely";
import { inject } from "vitest";
import { type Db, openDb, pgliteDb } from "../infra/db/database";
import { leasePglite } from "./reusedPglite";
import { leasePostgresDatabase, withDatabase } from "./reusedPostgres";

/** The database engines a server suite runs on: PGlite always, PostgreSQL when configured. */
export type TestEngine = "pglite" | "postgres";

/** PGlite, and PostgreSQL when `DATABASE_URL` is set (CI sets it where PostgreSQL runs). */
export const testEngines: readonly TestEngine[] =
  inject("postgresTemplate") === null ? ["pglite"] : ["pglite", "postgres"];

/**
 * A migrated database of one engine for one test file, holding what the run's snapshot or
 * template holds; `close` gives it back to the worker.
 */
export const openTestDb = async (engine: TestEngine): Promise<Db> => {
  if (engine === "pglite") {
    // As `openDb` opens PGlite, on an instance this worker reuses (see reusedPglite.ts).
    return pgliteDb(await leasePglite());
  }
  const database = await leasePostgresDatabase();
  const db = await openDb({ kind: "postgres", url: database.url, poolSize: 4 });
  return {
    ...db,
    close: async () => {
      await db.close();
      await database.release();
    },
  };
};

/**
 * Another handle on a test database, as a second server process holds it: its own pool on
 * PostgreSQL; on PGlite, which has one connection, the same handle (closing it closes nothing).
 */
export const connectAgain = async (db: Db): Promise<Db> => {
  if (db.engine === "pglite") return { ...db, close: async () => {} };
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(
    db.kysely,
  );
  const name = rows[0]?.name;
  if (name === undefined) throw new Error("the database did not say its name");
  return openDb({
    kind: "postgres",
    url: withDatabase(process.env.DATABASE_URL as string, name),
    poolSize: 4,
  });
};
