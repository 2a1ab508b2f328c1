import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { contentOf, type RunSql } from "./databaseBaseline";
import { leasePostgresDatabase, postgresDatabasesCreated, withDatabase } from "./reusedPostgres";

/** A connection to a leased database, as a test file's pool would hold one. */
const connect = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const run: RunSql = async <T>(text: string, params?: readonly unknown[]) =>
    (await client.query(text, params === undefined ? undefined : [...params])).rows as T[];
  return { client, run };
};

/** What a test sees of the database at `url`. */
const stateAt = async (url: string) => {
  const { client, run } = await connect(url);
  try {
    return await contentOf(run);
  } finally {
    await client.end();
  }
};

/** Writes into seeded and empty tables alike, and moves an identity sequence. */
const scribble = async (run: RunSql) => {
  await run("delete from terms_texts");
  await run("update plans set name = 'changed'");
  await run(
    "insert into page_views (path, language) values ('/a', 'en'), ('/b', 'ko'), ('/c', 'vi')",
  );
};

/** What a database copied from the template right now holds. */
const freshState = async () => {
  const server = await connect(process.env.DATABASE_URL as string);
  const name = `orbis_t_${(inject("postgresTemplate") as string).split("_")[2]}_fresh${process.pid}`;
  try {
    await server.run(`create database ${name} template ${inject("postgresTemplate")}`);
    return await stateAt(withDatabase(process.env.DATABASE_URL as string, name));
  } finally {
    await server.run(`drop database if exists ${name}`);
    await server.client.end();
  }
};

const databaseOf = (url: string) => new URL(url).pathname.slice(1);

describe.runIf(inject("postgresTemplate") !== null)("a worker's reused PostgreSQL database", () => {
  it("comes back holding exactly what the template holds, its sessions ended", async () => {
    const expected = await freshState();
    const first = await leasePostgresDatabase();
    const { client, run } = await connect(first.url);
    await scribble(run);
    // A session the file forgot, in the middle of a transaction that holds a lock.
    await run("begin");
    await run("insert into page_views (path, language) values ('/left', 'en')");
    client.on("error", () => {});
    expect(await contentOf(run)).not.toBe(expected);
    await first.release();

    const created = postgresDatabasesCreated();
    const second = await leasePostgresDatabase();
    // The same database, not a new one: the reset is what this test is about.
    expect(postgresDatabasesCreated()).toBe(created);
    expect(databaseOf(second.url)).toBe(databaseOf(first.url));
    expect(await stateAt(second.url)).toBe(expected);
    const again = await connect(second.url);
    const rows = await again.run<{ id: string }>(
      "insert into page_views (path, language) values ('/a', 'en') returning id::text",
    );
    expect(rows).toEqual([{ id: "1" }]);
    await again.client.end();
    await second.release();
  });

  it("drops a database whose schema the file changed instead of handing it out again", async () => {
    const altered = await leasePostgresDatabase();
    const { client, run } = await connect(altered.url);
    await run("create table leftover (id int)");
    await client.end();
    await altered.release();

    const next = await leasePostgresDatabase();
    expect(databaseOf(next.url)).not.toBe(databaseOf(altered.url));
    const check = await connect(next.url);
    expect(
      await check.run("select 1 from information_schema.tables where table_name = 'leftover'"),
    ).toEqual([]);
    const gone = await check.run("select 1 from pg_database where datname = $1", [
      databaseOf(altered.url),
    ]);
    expect(gone).toEqual([]);
    await check.client.end();
    await next.release();
  });
});
