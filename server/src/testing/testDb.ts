import { randomUUID } from "node:crypto";
import { Kysely, PostgresDialect, sql } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import pg from "pg";
import { inject } from "vitest";
import { type Db, openDb } from "../infra/db/database";
import type { Database } from "../infra/db/schema";
import { leasePglite } from "./reusedPglite";

/** The database engines a server suite runs on: PGlite always, PostgreSQL when configured. */
export type TestEngine = "pglite" | "postgres";

/** PGlite, and PostgreSQL when `DATABASE_URL` is set (CI sets it where PostgreSQL runs). */
export const testEngines: readonly TestEngine[] =
  inject("postgresTemplate") === null ? ["pglite"] : ["pglite", "postgres"];

const withDatabase = (url: string, database: string) => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

/**
 * A fresh, migrated PostgreSQL database copied from the run's template (`DATABASE_URL` must be
 * set): its URL, for a server process or a pool of the test's own, and how to drop it.
 */
export const createPostgresTestDatabase = async (): Promise<{
  url: string;
  drop: () => Promise<void>;
}> => {
  const url = process.env.DATABASE_URL as string;
  const template = inject("postgresTemplate") as string;
  // The setup's process id keeps names apart when two runs share one server.
  const name = `orbis_t_${template.split("_")[2]}_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  });
  await sql.raw(`create database ${name} template ${template}`).execute(admin);
  return {
    url: withDatabase(url, name),
    drop: async () => {
      await sql.raw(`drop database if exists ${name} with (force)`).execute(admin);
      await admin.destroy();
    },
  };
};

/** A fresh, migrated database of one engine for one test file; `close` drops it. */
export const openTestDb = async (engine: TestEngine): Promise<Db> => {
  if (engine === "pglite") {
    // As `openDb` opens PGlite, on an instance this worker reuses (see reusedPglite.ts).
    const kysely = new Kysely<Database>({ dialect: new PGliteDialect(await leasePglite()) });
    return { kysely, engine: "pglite", close: () => kysely.destroy() };
  }
  const database = await createPostgresTestDatabase();
  const db = await openDb({ kind: "postgres", url: database.url, poolSize: 4 });
  return {
    ...db,
    close: async () => {
      await db.close();
      await database.drop();
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
