import { ORBIS_SERVICE } from "@orbis/core/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileForm, multipartPayload } from "../../testing/multipart";
import { requestCode } from "../../testing/registration";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, signInAs, type TestUser } from "../../testing/users";

type Body = { code: number; message?: string; data?: Record<string, unknown> };

/*
 * Permanent deletion needs proof (issue 13, item 4): a leaked token alone must not erase an
 * account. Email accounts give their password; social accounts a code mailed to their address.
 */
describe.each(testEngines)("leaving with proof on %s", (engine) => {
  let t: TestApp;
  const leave = (who: TestUser, payload?: object) =>
    t.call({
      method: "DELETE",
      url: "/identity/v1/users/me/leave",
      headers: who.auth,
      ...(payload === undefined ? {} : { payload }),
    });
  const withPicture = async (who: TestUser) => {
    const picture = await sharp({
      create: { width: 64, height: 64, channels: 3, background: "#48c" },
    })
      .jpeg()
      .toBuffer();
    const { payload, headers } = await multipartPayload(
      fileForm("file", picture, "me.jpg", "image/jpeg"),
    );
    const res = await t.call({
      method: "POST",
      url: "/identity/v1/users/me/thumbnail",
      payload,
      headers: { ...headers, ...who.auth },
    });
    return String((res.json() as Body).data?.thumbnailUrl);
  };
  /** The account, its picture and its session are all still there. */
  const expectIntact = async (who: TestUser, picture: string) => {
    const me = await t.call({ method: "GET", url: "/identity/v1/users/me", headers: who.auth });
    expect(me.statusCode).toBe(200);
    expect((await t.call({ method: "GET", url: picture })).statusCode).toBe(200);
    expect(await t.deps.files.list(`users/${who.id}/`)).toHaveLength(1);
  };
  const expectGone = async (who: TestUser) => {
    const me = await t.call({ method: "GET", url: "/identity/v1/users/me", headers: who.auth });
    expect(me.statusCode).toBe(401);
    const row = await t.deps.db.kysely
      .selectFrom("users")
      .select("id")
      .where("id", "=", who.id)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  it("refuses an email account's deletion without its right password, deleting nothing", async () => {
    const user = await createTestUser(t);
    const picture = await withPicture(user);
    const noBody = await leave(user);
    expect(noBody.statusCode).toBe(400);
    expect((noBody.json() as Body).message).toMatch(/^body/);
    for (const [payload, status, code] of [
      [{}, 400, 110013],
      [{ verifyId: "v-1", verifyCode: "123456" }, 400, 110013],
      [{ password: "not the password 1" }, 400, 110011],
    ] as const) {
      const res = await leave(user, payload);
      expect([res.statusCode, (res.json() as Body).code], JSON.stringify(payload)).toEqual([
        status,
        code,
      ]);
    }
    const half = await leave(user, { password: user.password, verifyId: "v-1" });
    expect([half.statusCode, (half.json() as Body).message]).toEqual([
      400,
      "body: Give verifyId and verifyCode together.",
    ]);
    await expectIntact(user, picture);
    expect((await leave(user, { password: user.password })).json()).toEqual({
      code: 0,
      data: null,
    });
    await expectGone(user);
  });

  it("deletes a social account only with the code mailed to its own address for leaving", async () => {
    const user = await createTestUser(t, { signInMethod: "kakao" });
    const other = await createTestUser(t);
    const picture = await withPicture(user);
    for (const payload of [{}, { password: "anything 1" }]) {
      const res = await leave(user, payload);
      expect([res.statusCode, (res.json() as Body).code]).toEqual([400, 110014]);
    }
    // A code for another purpose, or mailed to another address, proves nothing here.
    const changeEmail = await requestCode(t, user.email, "change-email");
    const elsewhere = await requestCode(t, other.email, "leave");
    for (const code of [changeEmail, elsewhere]) {
      const res = await leave(user, { verifyId: code.verifyId, verifyCode: code.code });
      expect([res.statusCode, (res.json() as Body).code]).toEqual([400, 110004]);
    }
    const { verifyId, code } = await requestCode(t, user.email, "leave");
    const wrong = await leave(user, {
      verifyId,
      verifyCode: code === "000000" ? "111111" : "000000",
    });
    expect([wrong.statusCode, (wrong.json() as Body).code]).toEqual([400, 110004]);
    await expectIntact(user, picture);
    expect((await leave(user, { verifyId, verifyCode: code })).json()).toEqual({
      code: 0,
      data: null,
    });
    await expectGone(user);
    expect((await t.call({ method: "GET", url: picture })).statusCode).toBe(404);
    // The other account is untouched.
    const me = await t.call({ method: "GET", url: "/identity/v1/users/me", headers: other.auth });
    expect(me.statusCode).toBe(200);
  });

  it("counts wrong codes: after the limit even the right one is refused", async () => {
    const user = await createTestUser(t, { signInMethod: "google" });
    const { verifyId, code } = await requestCode(t, user.email, "leave");
    const wrongCode = code === "000000" ? "111111" : "000000";
    const codes: number[] = [];
    for (let i = 0; i < 5; i++)
      codes.push(((await leave(user, { verifyId, verifyCode: wrongCode })).json() as Body).code);
    expect(codes).toEqual([110004, 110004, 110004, 110004, 110006]);
    const right = await leave(user, { verifyId, verifyCode: code });
    expect([right.statusCode, (right.json() as Body).code]).toEqual([429, 110006]);
    const me = await t.call({ method: "GET", url: "/identity/v1/users/me", headers: user.auth });
    expect(me.statusCode).toBe(200);
  });

  it("ends every session of the deleted account, not only the one that asked", async () => {
    const user = await createTestUser(t);
    const cli = await signInAs(t, user.id, "cli");
    expect((await leave(user, { password: user.password })).statusCode).toBe(200);
    for (const accessToken of [user.tokens.accessToken, cli.accessToken]) {
      const me = await t.call({
        method: "GET",
        url: "/identity/v1/users/me",
        headers: { "x-user-auth-token": accessToken },
      });
      expect(me.statusCode).toBe(401);
    }
    for (const refreshToken of [user.tokens.refreshToken, cli.refreshToken]) {
      const renew = await t.call({
        method: "PUT",
        url: "/identity/v1/users/renew-token",
        payload: { refreshToken },
      });
      expect(renew.statusCode).toBe(401);
    }
  });

  it("limits tries at the proof per address like a login, when rate limits are on", async () => {
    const limited = await startTestApp(engine, { env: { RATE_LIMIT: "true" } });
    try {
      const user = await createTestUser(limited);
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) {
        const res = await limited.call({
          method: "DELETE",
          url: "/identity/v1/users/me/leave",
          headers: user.auth,
          payload: { password: `guess number ${i}` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.every((s) => s === 400)).toBe(true);
      const right = await limited.call({
        method: "DELETE",
        url: "/identity/v1/users/me/leave",
        headers: user.auth,
        payload: { password: user.password },
      });
      expect([right.statusCode, (right.json() as Body).code]).toEqual([429, 10429]);
      const me = await limited.call({
        method: "GET",
        url: "/identity/v1/users/me",
        headers: user.auth,
      });
      expect(me.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("mails a leaving code only to a registered address (a decoy ticket otherwise)", async () => {
    const res = await t.call({
      method: "POST",
      url: "/identity/v1/users/email/verification",
      payload: { ...ORBIS_SERVICE, email: "nobody-here@example.com", verifyType: "leave" },
    });
    expect(res.statusCode).toBe(200);
    expect(await t.mailsTo("nobody-here@example.com")).toEqual([]);
  });
});
