import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, inject, it } from "vitest";
import { PGLITE_START_PARAMS } from "../infra/db/database";
import { contentOf } from "./databaseBaseline";
import { freshPgliteStarts, leasePglite } from "./reusedPglite";

/** What a test sees of a PGlite's content (see contentOf). */
const stateOf = (pg: PGlite): Promise<string> =>
  contentOf(async <T>(text: string) => (await pg.query<T>(text)).rows);

const freshState = async (): Promise<string> => {
  const pg = await PGlite.create({
    loadDataDir: new Blob([await readFile(inject("pgliteSnapshot"))]),
    startParams: [...PGLITE_START_PARAMS],
  });
  try {
    return await stateOf(pg);
  } finally {
    await pg.close();
  }
};

/** Writes into seeded and empty tables alike, and moves an identity sequence. */
const scribble = async (pg: PGlite) => {
  await pg.exec("delete from terms_texts");
  await pg.exec("update plans set name = 'changed'");
  await pg.exec(
    "insert into page_views (path, language) values ('/a', 'en'), ('/b', 'ko'), ('/c', 'vi')",
  );
  await pg.exec("set statement_timeout = 1234");
};

describe("a worker's reused PGlite", () => {
  it("comes back holding exactly what a fresh one from the snapshot holds", async () => {
    const expected = await freshState();
    const first = await leasePglite();
    await scribble(first);
    expect(await stateOf(first)).not.toBe(expected);
    await first.close();
    expect(first.closed).toBe(false);

    const starts = freshPgliteStarts();
    const second = await leasePglite();
    // The same instance, not a new one: the reset is what this test is about.
    expect(freshPgliteStarts()).toBe(starts);
    expect(await stateOf(second)).toBe(expected);
    const { rows } = await second.query<{ id: string; timeout: string }>(
      `insert into page_views (path, language) values ('/a', 'en')
       returning id::text, current_setting('statement_timeout') as timeout`,
    );
    expect(rows).toEqual([{ id: "1", timeout: "0" }]);
    await second.close();
  });

  it("refuses every use once closed, as a closed PGlite does", async () => {
    const pg = await leasePglite();
    await pg.close();
    await expect(pg.query("select 1")).rejects.toThrow("PGlite is closed");
  });

  it("is not handed out again when the file changed its schema or left a transaction open", async () => {
    const altered = await leasePglite();
    await altered.exec("create table leftover (id int)");
    await altered.close();
    const open = await leasePglite();
    await open.exec("begin");
    await open.close();

    // Closed for real, so no later file gets them.
    expect([altered.closed, open.closed]).toEqual([true, true]);
    const next = await leasePglite();
    const { rows } = await next.query(
      "select 1 from information_schema.tables where table_name = 'leftover'",
    );
    expect(rows).toEqual([]);
    expect(next.isInTransaction()).toBe(false);
    await next.close();
  });
});
