import type { SignInMethod } from "@orbis/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import { refusalOf } from "../../testing/refusal";
import { routeUrl } from "../../testing/routeUrl";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, signInAs, type TestUser } from "../../testing/users";
import { expectInvalid } from "./testing/testKit";

const LINK = /\/withdrawal\/verification\/([A-Za-z0-9_-]{43})/;
const GONE = { status: 404, code: 10404 };

describe.each(testEngines)("restoring a deactivated account on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  const deactivated = async (): Promise<TestUser> => {
    const user = await createTestUser(t);
    await apiFor(t, user).deactivateUser();
    return user;
  };
  const ask = (user: TestUser, socialType: SignInMethod = "email", email = user.email) =>
    apiFor(t).requestWithdrawalVerification({
      params: { socialType },
      body: { email, userId: user.id },
    });
  const restore = (encryptId: string, socialType: SignInMethod = "email") =>
    apiFor(t).restoreUser({ params: { socialType }, body: { encryptId } });
  const verification = (id: string) => apiFor(t).getPublicVerification({ params: { id } });
  const linkIn = async (email: string) => {
    const mails = await t.mailsTo(email);
    const match = LINK.exec(mails.at(-1)?.text ?? "");
    expect(match, "a restore link in the mail").not.toBeNull();
    return (match as RegExpExecArray)[1] as string;
  };

  it("mails a restore link, tells what it is for, restores once and ends the old sessions", async () => {
    const user = await deactivated();
    expect(await ask(user, "email", user.email.toUpperCase())).toBeNull();
    const encryptId = await linkIn(user.email);
    const mail = (await t.mailsTo(user.email))[0];
    expect(mail?.subject).toContain("계정 복구");
    expect(mail?.text).toContain(`${t.deps.config.publicUrl}/withdrawal/verification/${encryptId}`);

    const info = await verification(encryptId);
    expect(info.purpose).toBe("restore");
    expect(info.maskedEmail).toMatch(/^u\*\*\*@e\*\*\*\.com$/);
    expect(Date.parse(info.expiresAt) - t.deps.clock().getTime()).toBeGreaterThan(23 * 3600_000);

    expect(await refusalOf(restore(encryptId, "kakao"))).toMatchObject(GONE);
    expect(await restore(encryptId)).toEqual({ userId: user.id, email: user.email });
    expect(await refusalOf(restore(encryptId))).toMatchObject(GONE);
    expect(await refusalOf(verification(encryptId))).toMatchObject(GONE);
    // The token from before the deactivation is gone; a new login works.
    expect(await refusalOf(apiFor(t, user).checkin())).toMatchObject({
      status: 401,
      code: 10401,
    });
    const fresh = await signInAs(t, user.id);
    expect((await apiFor(t, fresh.accessToken).checkin()).userId).toBe(user.id);
  });

  it("answers the same and mails nothing when the account does not match", async () => {
    const user = await deactivated();
    const active = await createTestUser(t);
    expect(await ask(user, "email", "someone@example.com")).toBeNull();
    expect(await ask(user, "kakao")).toBeNull();
    expect(await ask(active)).toBeNull();
    expect(await t.mailsTo(user.email)).toEqual([]);
    expect(await t.mailsTo(active.email)).toEqual([]);
  });

  it("refuses an expired link, and a link replaced by a newer one", async () => {
    const user = await deactivated();
    await ask(user);
    const first = await linkIn(user.email);
    await ask(user);
    const second = await linkIn(user.email);
    expect(await refusalOf(restore(first))).toMatchObject(GONE);
    t.advance(24 * 3600_000 + 1000);
    expect(await refusalOf(verification(second))).toMatchObject(GONE);
    expect(await refusalOf(restore(second))).toMatchObject(GONE);
  });

  it("refuses bad input naming the field, writing no link", async () => {
    const user = await deactivated();
    const links = () =>
      t.deps.db.kysely
        .selectFrom("email_links")
        .select("token_hash")
        .where("user_id", "=", user.id)
        .execute();
    const badEmail = await refusalOf(ask(user, "email", "not-an-email"));
    expect(badEmail).toMatchObject({ status: 400, code: 10400 });
    expect(badEmail.message.startsWith("body.email:"), badEmail.message).toBe(true);
    // Raw: the contract's type has no room for a sign-in method Orbis does not know.
    expectInvalid(
      await t.call({
        method: "POST",
        url: routeUrl("requestWithdrawalVerification", { socialType: "myspace" }),
        payload: { email: user.email, userId: user.id },
      }),
      "params.socialType",
    );
    const shortId = await refusalOf(restore("short"));
    expect(shortId).toMatchObject({ status: 400, code: 10400 });
    expect(shortId.message.startsWith("body.encryptId:"), shortId.message).toBe(true);
    expect(await refusalOf(verification("unknown-link-id"))).toMatchObject(GONE);
    expect(await links()).toEqual([]);
  });
});
