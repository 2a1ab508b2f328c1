import type { UserExtra } from "@orbis/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import { refusalOf } from "../../testing/refusal";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser } from "../../testing/users";

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
    const api = apiFor(t, user);
    const put = (list: UserExtra[]) => api.updateUserExtra({ body: { list } });
    expect(await api.getUserExtraList()).toEqual([]);
    const answers = [
      { key: "occupation", value: "architect" },
      { key: "marketing", value: "false" },
      { key: "marketing", value: "true" },
    ];
    expect(await put(answers)).toEqual([
      { key: "marketing", value: "true" },
      { key: "occupation", value: "architect" },
    ]);
    expect(await marketingAgreed(user.id)).toBe(true);
    expect(await put([{ key: "purpose", value: "real estate" }])).toHaveLength(3);
    expect(await put([{ key: "marketing", value: "false" }])).toContainEqual({
      key: "marketing",
      value: "false",
    });
    expect(await marketingAgreed(user.id)).toBe(false);
  });

  it.each<[string, UserExtra[], string]>([
    ["an empty list", [], "body.list"],
    ["a bad key", [{ key: "9lives", value: "x" }], "body.list.0.key"],
    ["a too long value", [{ key: "bio", value: "x".repeat(1001) }], "body.list.0.value"],
    [
      "a marketing answer that is not yes/no",
      [
        { key: "job", value: "x" },
        { key: "marketing", value: "yes" },
      ],
      "body.list.1.value",
    ],
  ])("refuses %s naming the field, writing nothing", async (_, list, field) => {
    const user = await createTestUser(t);
    const refused = await refusalOf(apiFor(t, user).updateUserExtra({ body: { list } }));
    expect(refused).toMatchObject({ status: 400, code: 10400 });
    expect(refused.message.startsWith(`${field}:`), refused.message).toBe(true);
    const rows = await t.deps.db.kysely
      .selectFrom("user_extras")
      .select("key")
      .where("user_id", "=", user.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it("answers 401 without a token", async () => {
    const api = apiFor(t);
    const anonymous = { status: 401, code: 10401 };
    expect(await refusalOf(api.getUserExtraList())).toMatchObject(anonymous);
    expect(
      await refusalOf(api.updateUserExtra({ body: { list: [{ key: "a", value: "b" }] } })),
    ).toMatchObject(anonymous);
  });
});
