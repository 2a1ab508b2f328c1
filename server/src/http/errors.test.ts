import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../infra/db/database";
import { openTestDb, testEngines } from "../testing/testDb";
import { toAppError } from "./errors";

describe.each(testEngines)("database refusals of bad input on %s", (engine) => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb(engine);
  });
  afterAll(() => db.close());

  const refusalOf = async (query: Promise<unknown>) => {
    const error = await query.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeDefined();
    return toAppError(error);
  };

  it("turns a NUL byte the database refuses into 400, not 500", async () => {
    const refused = await refusalOf(sql`select ${"a\u0000b"}::text`.execute(db.kysely));
    expect(refused).toMatchObject({ code: 10400, status: 400 });
    expect(refused.message).toMatch(/cannot be stored/);
  });

  it("turns a value too long for its column into 400", async () => {
    await sql`create table refusal_probe (v varchar(3))`.execute(db.kysely);
    const refused = await refusalOf(
      sql`insert into refusal_probe (v) values (${"abcd"})`.execute(db.kysely),
    );
    expect(refused).toMatchObject({ code: 10400, status: 400 });
    expect(refused.message).toMatch(/longer than it may be/);
  });

  it("leaves other database failures a 500", async () => {
    const refused = await refusalOf(sql`select * from no_such_table`.execute(db.kysely));
    expect(refused).toMatchObject({ code: 10500, status: 500 });
  });
});

describe("a database that is away", () => {
  it.each([
    [
      "a server shutting down (57P01)",
      Object.assign(new Error("terminating connection due to administrator command"), {
        code: "57P01",
      }),
    ],
    [
      "a lost connection (08006)",
      Object.assign(new Error("connection failure"), { code: "08006" }),
    ],
    [
      "a refused connection",
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
    ],
    ["the driver's dropped socket", new Error("Connection terminated unexpectedly")],
  ])("answers %s with 503 and a wait", (_label, error) => {
    expect(toAppError(error)).toMatchObject({
      code: 10503,
      status: 503,
      details: { retryAfterSeconds: 5 },
    });
  });

  it("is told from a query that is wrong", () => {
    expect(toAppError(Object.assign(new Error("syntax error"), { code: "42601" }))).toMatchObject({
      status: 500,
    });
  });
});
