import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, signInAs, type TestUser } from "../../testing/users";
import { dataOf, expectInvalid, expectRefused } from "./testKit";

const LINK = /\/withdrawal\/verification\/([A-Za-z0-9_-]{43})/;

describe.each(testEngines)("restoring a deactivated account on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  const deactivated = async (): Promise<TestUser> => {
    const user = await createTestUser(t);
    await t.call({ method: "DELETE", url: "/api/v3/user/deactivate", headers: user.auth });
    return user;
  };
  const ask = (user: TestUser, socialType = "email", email = user.email) =>
    t.call({
      method: "POST",
      url: `/api/v3/user/withdrawal/verification/${socialType}`,
      payload: { email, userId: user.id },
    });
  const restore = (encryptId: string, socialType = "email") =>
    t.call({ method: "POST", url: `/api/v3/user/restore/${socialType}`, payload: { encryptId } });
  const verification = (id: string) =>
    t.call({ method: "GET", url: `/api/v3/public/verification/${id}` });
  const linkIn = async (email: string) => {
    const mails = await t.mailsTo(email);
    const match = LINK.exec(mails.at(-1)?.text ?? "");
    expect(match, "a restore link in the mail").not.toBeNull();
    return (match as RegExpExecArray)[1] as string;
  };

  it("mails a restore link, tells what it is for, restores once and ends the old sessions", async () => {
    const user = await deactivated();
    expect(dataOf(await ask(user, "email", user.email.toUpperCase()))).toBeNull();
    const encryptId = await linkIn(user.email);
    const mail = (await t.mailsTo(user.email))[0];
    expect(mail?.subject).toContain("계정 복구");
    expect(mail?.text).toContain(`${t.deps.config.publicUrl}/withdrawal/verification/${encryptId}`);

    const info = dataOf<{ purpose: string; maskedEmail: string; expiresAt: string }>(
      await verification(encryptId),
    );
    expect(info.purpose).toBe("restore");
    expect(info.maskedEmail).toMatch(/^u\*\*\*@e\*\*\*\.com$/);
    expect(Date.parse(info.expiresAt) - t.deps.clock().getTime()).toBeGreaterThan(23 * 3600_000);

    expectRefused(await restore(encryptId, "kakao"), 404, 10404);
    expect(dataOf(await restore(encryptId))).toEqual({ userId: user.id, email: user.email });
    expectRefused(await restore(encryptId), 404, 10404);
    expectRefused(await verification(encryptId), 404, 10404);
    // The token from before the deactivation is gone; a new login works.
    expectRefused(
      await t.call({ method: "GET", url: "/api/v3/checkin", headers: user.auth }),
      401,
      10401,
    );
    const fresh = await signInAs(t, user.id);
    dataOf(
      await t.call({
        method: "GET",
        url: "/api/v3/checkin",
        headers: { "x-user-auth-token": fresh.accessToken },
      }),
    );
  });

  it("answers the same and mails nothing when the account does not match", async () => {
    const user = await deactivated();
    const active = await createTestUser(t);
    expect(dataOf(await ask(user, "email", "someone@example.com"))).toBeNull();
    expect(dataOf(await ask(user, "kakao"))).toBeNull();
    expect(dataOf(await ask(active))).toBeNull();
    expect(await t.mailsTo(user.email)).toEqual([]);
    expect(await t.mailsTo(active.email)).toEqual([]);
  });

  it("refuses an expired link, and a link replaced by a newer one", async () => {
    const user = await deactivated();
    await ask(user);
    const first = await linkIn(user.email);
    await ask(user);
    const second = await linkIn(user.email);
    expectRefused(await restore(first), 404, 10404);
    t.advance(24 * 3600_000 + 1000);
    expectRefused(await verification(second), 404, 10404);
    expectRefused(await restore(second), 404, 10404);
  });

  it("refuses bad input naming the field, writing no link", async () => {
    const user = await deactivated();
    const links = () =>
      t.deps.db.kysely
        .selectFrom("email_links")
        .select("token_hash")
        .where("user_id", "=", user.id)
        .execute();
    expectInvalid(await ask(user, "email", "not-an-email"), "body.email");
    expectInvalid(await ask(user, "myspace"), "params.socialType");
    expectInvalid(await restore("short"), "body.encryptId");
    expectRefused(await verification("unknown-link-id"), 404, 10404);
    expect(await links()).toEqual([]);
  });
});
