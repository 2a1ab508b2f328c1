import type { UserExtra } from "@orbis/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import { refusalOf } from "../../testing/refusal";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, type TestUser } from "../../testing/users";
import { createEmailLinkToken } from "./emailLinks";
import { createUnsubscribeLink } from "./index";

const GONE = { status: 404, code: 10404 };

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
  const put = (encryptId: string, list: UserExtra[]) =>
    apiFor(t).updatePublicExtra({ params: { encryptId }, body: { list } });
  /** Asserts a 400 naming `field` (e.g. `body.list.0.value`). */
  const expectInvalid = async (call: Promise<unknown>, field: string) => {
    const refused = await refusalOf(call);
    expect(refused).toMatchObject({ status: 400, code: 10400 });
    expect(refused.message.startsWith(`${field}:`), refused.message).toBe(true);
  };
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
    const info = await apiFor(t).getPublicVerification({ params: { id } });
    expect(info).toMatchObject({ purpose: "unsubscribe", maskedEmail: "u***@e***.com" });
    expect(await put(id, [{ key: "marketing", value: "false" }])).toBeNull();
    expect(await state(user.id)).toEqual({
      agreed: false,
      extras: [{ key: "marketing", value: "false" }],
    });
    expect(await put(id, [{ key: "unsubscribeReason", value: "too many mails" }])).toBeNull();
    expect((await state(user.id)).extras).toHaveLength(2);
  });

  it("refuses to turn marketing on from a link, and bad values, writing nothing", async () => {
    const { user, id } = await subscriber();
    await t.deps.db.kysely
      .updateTable("users")
      .set({ marketing_agreed: false })
      .where("id", "=", user.id)
      .execute();
    await expectInvalid(put(id, [{ key: "marketing", value: "true" }]), "body.list.0.value");
    await expectInvalid(
      put(id, [
        { key: "a", value: "1" },
        { key: "marketing", value: "no" },
      ]),
      "body.list.1.value",
    );
    await expectInvalid(put(id, []), "body.list");
    expect(await state(user.id)).toEqual({ agreed: false, extras: [] });
  });

  it("answers 404 for unknown, expired and restore links", async () => {
    const { user, id } = await subscriber();
    const optOut = [{ key: "marketing", value: "false" }];
    expect(await refusalOf(put("no-such-link-at-all", optOut))).toMatchObject(GONE);
    await expectInvalid(put("short", optOut), "params.encryptId");
    const restore = await createEmailLinkToken(
      t.deps.db.kysely,
      user.id,
      "restore",
      t.deps.clock(),
    );
    expect(await refusalOf(put(restore, optOut))).toMatchObject(GONE);
    t.advance(31 * 24 * 3600_000);
    expect(await refusalOf(put(id, optOut))).toMatchObject(GONE);
    expect(await refusalOf(apiFor(t).getPublicVerification({ params: { id } }))).toMatchObject(
      GONE,
    );
    expect((await state(user.id)).agreed).toBe(true);
  });
});
