import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser } from "../../testing/users";
import { dataOf, expectInvalid, expectRefused } from "./testKit";

describe.each(testEngines)("extra profile answers on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  const marketingAgreed = async (userId: string) =>
    (
      await t.deps.db.kysely
        .selectFrom("users")
        .select("marketing_agreed")
        .where("id", "=", userId)
        .executeTakeFirstOrThrow()
    ).marketing_agreed;

  it("lists, sets (last value of a key wins) and mirrors the marketing consent", async () => {
    const user = await createTestUser(t);
    const list = () =>
      t.call({ method: "GET", url: "/api/v3/user/extra/list", headers: user.auth });
    const put = (payload: object) =>
      t.call({ method: "PUT", url: "/api/v3/users/extra", headers: user.auth, payload });
    expect(dataOf(await list())).toEqual([]);
    const answers = [
      { key: "occupation", value: "architect" },
      { key: "marketing", value: "false" },
      { key: "marketing", value: "true" },
    ];
    expect(dataOf(await put({ list: answers }))).toEqual([
      { key: "marketing", value: "true" },
      { key: "occupation", value: "architect" },
    ]);
    expect(await marketingAgreed(user.id)).toBe(true);
    expect(dataOf(await put({ list: [{ key: "purpose", value: "real estate" }] }))).toHaveLength(3);
    expect(dataOf(await put({ list: [{ key: "marketing", value: "false" }] }))).toContainEqual({
      key: "marketing",
      value: "false",
    });
    expect(await marketingAgreed(user.id)).toBe(false);
  });

  it.each([
    ["an empty list", { list: [] }, "body.list"],
    ["a bad key", { list: [{ key: "9lives", value: "x" }] }, "body.list.0.key"],
    ["a too long value", { list: [{ key: "bio", value: "x".repeat(1001) }] }, "body.list.0.value"],
    [
      "a marketing answer that is not yes/no",
      {
        list: [
          { key: "job", value: "x" },
          { key: "marketing", value: "yes" },
        ],
      },
      "body.list.1.value",
    ],
  ])("refuses %s naming the field, writing nothing", async (_, payload, field) => {
    const user = await createTestUser(t);
    expectInvalid(
      await t.call({ method: "PUT", url: "/api/v3/users/extra", headers: user.auth, payload }),
      field,
    );
    const rows = await t.deps.db.kysely
      .selectFrom("user_extras")
      .select("key")
      .where("user_id", "=", user.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it("answers 401 without a token", async () => {
    expectRefused(await t.call({ method: "GET", url: "/api/v3/user/extra/list" }), 401, 10401);
    expectRefused(
      await t.call({
        method: "PUT",
        url: "/api/v3/users/extra",
        payload: { list: [{ key: "a", value: "b" }] },
      }),
      401,
      10401,
    );
  });
});
