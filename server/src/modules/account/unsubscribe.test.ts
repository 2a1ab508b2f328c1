import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, type TestUser } from "../../testing/users";
import { createEmailLinkToken } from "./emailLinks";
import { createUnsubscribeLink } from "./index";
import { dataOf, expectInvalid, expectRefused } from "./testKit";

describe.each(testEngines)("unsubscribe links on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  /** A subscribed user and the encryptId of a fresh unsubscribe link for them. */
  const subscriber = async (): Promise<{ user: TestUser; id: string }> => {
    const user = await createTestUser(t);
    await t.deps.db.kysely
      .updateTable("users")
      .set({ marketing_agreed: true })
      .where("id", "=", user.id)
      .execute();
    const url = await createUnsubscribeLink(t.deps, user.id);
    expect(url.startsWith(`${t.deps.config.publicUrl}/unsubscribe/register/`)).toBe(true);
    return { user, id: url.split("/").at(-1) as string };
  };
  const put = (id: string, list: object[]) =>
    t.call({ method: "PUT", url: `/api/v3/public/extra/${id}`, payload: { list } });
  const state = async (userId: string) => ({
    agreed: (
      await t.deps.db.kysely
        .selectFrom("users")
        .select("marketing_agreed")
        .where("id", "=", userId)
        .executeTakeFirstOrThrow()
    ).marketing_agreed,
    extras: await t.deps.db.kysely
      .selectFrom("user_extras")
      .select(["key", "value"])
      .where("user_id", "=", userId)
      .execute(),
  });

  it("tells what the link is for and withdraws the marketing consent, more than once", async () => {
    const { user, id } = await subscriber();
    const info = dataOf<{ purpose: string; maskedEmail: string }>(
      await t.call({ method: "GET", url: `/api/v3/public/verification/${id}` }),
    );
    expect(info).toMatchObject({ purpose: "unsubscribe", maskedEmail: "u***@e***.com" });
    expect(dataOf(await put(id, [{ key: "marketing", value: "false" }]))).toBeNull();
    expect(await state(user.id)).toEqual({
      agreed: false,
      extras: [{ key: "marketing", value: "false" }],
    });
    expect(
      dataOf(await put(id, [{ key: "unsubscribeReason", value: "too many mails" }])),
    ).toBeNull();
    expect((await state(user.id)).extras).toHaveLength(2);
  });

  it("refuses to turn marketing on from a link, and bad values, writing nothing", async () => {
    const { user, id } = await subscriber();
    await t.deps.db.kysely
      .updateTable("users")
      .set({ marketing_agreed: false })
      .where("id", "=", user.id)
      .execute();
    expectInvalid(await put(id, [{ key: "marketing", value: "true" }]), "body.list.0.value");
    expectInvalid(
      await put(id, [
        { key: "a", value: "1" },
        { key: "marketing", value: "no" },
      ]),
      "body.list.1.value",
    );
    expectInvalid(await put(id, []), "body.list");
    expect(await state(user.id)).toEqual({ agreed: false, extras: [] });
  });

  it("answers 404 for unknown, expired and restore links", async () => {
    const { user, id } = await subscriber();
    expectRefused(
      await put("no-such-link-at-all", [{ key: "marketing", value: "false" }]),
      404,
      10404,
    );
    expectInvalid(await put("short", [{ key: "marketing", value: "false" }]), "params.encryptId");
    const restore = await createEmailLinkToken(
      t.deps.db.kysely,
      user.id,
      "restore",
      t.deps.clock(),
    );
    expectRefused(await put(restore, [{ key: "marketing", value: "false" }]), 404, 10404);
    t.advance(31 * 24 * 3600_000);
    expectRefused(await put(id, [{ key: "marketing", value: "false" }]), 404, 10404);
    expectRefused(
      await t.call({ method: "GET", url: `/api/v3/public/verification/${id}` }),
      404,
      10404,
    );
    expect((await state(user.id)).agreed).toBe(true);
  });
});
