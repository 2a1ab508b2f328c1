import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PostgresDialect, sql } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { PGLITE_START_PARAMS } from "../infra/db/database";
import { migrateToLatest } from "../infra/db/migrate";
import type { Database } from "../infra/db/schema";
import { seedCatalogue } from "../seed";

/*
 * Migrates once per run: a PGlite data dir snapshot that each test file loads (~10x faster than
 * a fresh PGlite), and, when DATABASE_URL is set, a PostgreSQL template database that each test
 * file copies with CREATE DATABASE … TEMPLATE.
 */

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string | null;
  }
}

const adminUrl = (url: string, database: string) => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), "orbis-test-"));
  const pglite = await PGlite.create({ startParams: [...PGLITE_START_PARAMS] });
  const db = new Kysely<unknown>({ dialect: new PGliteDialect(pglite) });
  await migrateToLatest(db);
  await seedCatalogue(db as unknown as Kysely<Database>);
  const snapshot = join(dir, "pglite.tar");
  await writeFile(snapshot, Buffer.from(await (await pglite.dumpDataDir("none")).arrayBuffer()));
  await db.destroy();
  project.provide("pgliteSnapshot", snapshot);

  let template: string | null = null;
  const url = process.env.DATABASE_URL;
  if (url !== undefined && url !== "") {
    template = `orbis_tpl_${process.pid}_${Date.now()}`;
    const admin = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
    });
    await sql.raw(`create database ${template}`).execute(admin);
    const tpl = new Kysely<unknown>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: adminUrl(url, template), max: 1 }),
      }),
    });
    await migrateToLatest(tpl);
    await seedCatalogue(tpl as unknown as Kysely<Database>);
    await tpl.destroy();
    await admin.destroy();
  }
  project.provide("postgresTemplate", template);

  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (url !== undefined && template !== null) {
      const admin = new Kysely<unknown>({
        dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
      });
      const leftovers = await sql<{
        datname: string;
      }>`select datname from pg_database where datname like ${`orbis_t_${process.pid}_%`} or datname = ${template}`.execute(
        admin,
      );
      for (const { datname } of leftovers.rows)
        await sql.raw(`drop database if exists ${datname} with (force)`).execute(admin);
      await admin.destroy();
    }
  };
}
