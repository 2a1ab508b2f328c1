import { randomUUID } from "node:crypto";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { testEngines } from "../../../testing/testDb";
import { type Db, openDb } from "../database";
import { migrateToLatest } from "../migrate";
import { migrations } from "./index";

/** An empty database of the engine (not the run's migrated template): `close` drops it. */
const emptyDb = async (engine: "pglite" | "postgres"): Promise<Db> => {
  if (engine === "pglite") return openDb({ kind: "pglite" });
  const url = new URL(process.env.DATABASE_URL as string);
  const name = `orbis_m5_${process.pid}_${randomUUID().slice(0, 8)}`;
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url.href, max: 1 }) }),
  });
  await sql.raw(`create database ${name}`).execute(admin);
  url.pathname = `/${name}`;
  const db = await openDb({ kind: "postgres", url: url.href, poolSize: 2 });
  return {
    ...db,
    close: async () => {
      await db.close();
      await sql.raw(`drop database if exists ${name} with (force)`).execute(admin);
      await admin.destroy();
    },
  };
};

describe.each(testEngines)("migration 0005 on %s", { timeout: 60_000 }, (engine) => {
  it("gives the scenes an earlier version left queued or tiling their tiling job", async () => {
    const db = await emptyDb(engine);
    try {
      const raw = db.kysely as unknown as Kysely<unknown>;
      await migrateToLatest(raw, migrations.slice(0, 4));
      await sql`insert into users (id, email, sign_in_method) values ('u1', 'u1@example.com', 'email')`.execute(
        raw,
      );
      await sql`insert into projects (id, owner_id, name, kind) values ('p1', 'u1', 'P', 'contents')`.execute(
        raw,
      );
      await sql`insert into tours (id, project_id, title, settings) values ('t1', 'p1', 'T', '{}')`.execute(
        raw,
      );
      const states = { s1: "queued", s2: "tiling", s3: "done", s4: "failed" };
      for (const [id, state] of Object.entries(states))
        await sql`insert into scenes (id, tour_id, title, ord, file_name, width, height,
            source_bytes, source_key, revision, state, initial_view)
          values (${id}, 't1', ${id}, 0, ${`${id}.jpg`}, 2, 1, 1, 'k', 3, ${state}, '{}')`.execute(
          raw,
        );

      expect(await migrateToLatest(raw, migrations.slice(0, 5))).toEqual(["0005_jobs"]);
      const jobs = await db.kysely
        .selectFrom("jobs")
        .select(["id", "name", "data", "state", "attempts_left"])
        .orderBy("id")
        .execute();
      expect(jobs).toEqual(
        ["s1", "s2"].map((id) => ({
          id: `tile-${id}-r3`,
          name: "tile-scene",
          data: { tourId: "t1", sceneId: id, revision: 3 },
          state: "queued",
          attempts_left: 2,
        })),
      );
    } finally {
      await db.close();
    }
  });
});
