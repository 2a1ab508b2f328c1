import { type LeaveProof, ORBIS_SERVICE } from "@orbis/core/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import { fileForm } from "../../testing/multipart";
import { refusalCode, refusalOf } from "../../testing/refusal";
import { requestCode } from "../../testing/registration";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, signInAs, type TestUser } from "../../testing/users";

/*
 * Permanent deletion needs proof: a leaked token alone must not erase an account. Email accounts
 * give their password; social accounts a code mailed to their address.
 */
describe.each(testEngines)("leaving with proof on %s", (engine) => {
  let t: TestApp;
  const leave = (who: TestUser, body?: LeaveProof) =>
    apiFor(t, who).leave(body === undefined ? {} : { body });
  const withPicture = async (who: TestUser) => {
    const picture = await sharp({
      create: { width: 64, height: 64, channels: 3, background: "#48c" },
    })
      .jpeg()
      .toBuffer();
    const { thumbnailUrl } = await apiFor(t, who).uploadMyThumbnail({
      body: fileForm("file", picture, "me.jpg", "image/jpeg"),
    });
    return thumbnailUrl;
  };
  /** The account, its picture and its session are all still there. */
  const expectIntact = async (who: TestUser, picture: string) => {
    await apiFor(t, who).getMe();
    expect((await t.call({ method: "GET", url: picture })).statusCode).toBe(200);
    expect(await t.deps.files.list(`users/${who.id}/`)).toHaveLength(1);
  };
  const expectGone = async (who: TestUser) => {
    expect((await refusalOf(apiFor(t, who).getMe())).status).toBe(401);
    const row = await t.deps.db.kysely
      .selectFrom("users")
      .select("id")
      .where("id", "=", who.id)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  };
  const statusAndCode = async (call: Promise<unknown>) => {
    const refusal = await refusalOf(call);
    return [refusal.status, refusal.code];
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  it("refuses an email account's deletion without its right password, deleting nothing", async () => {
    const user = await createTestUser(t);
    const picture = await withPicture(user);
    const noBody = await refusalOf(leave(user));
    expect(noBody.status).toBe(400);
    expect(noBody.message).toMatch(/^body/);
    for (const [payload, status, code] of [
      [{}, 400, 110013],
      [{ verifyId: "v-1", verifyCode: "123456" }, 400, 110013],
      [{ password: "not the password 1" }, 400, 110011],
    ] as const) {
      expect(await statusAndCode(leave(user, payload)), JSON.stringify(payload)).toEqual([
        status,
        code,
      ]);
    }
    const half = await refusalOf(leave(user, { password: user.password, verifyId: "v-1" }));
    expect([half.status, half.message]).toEqual([
      400,
      "body: Give verifyId and verifyCode together.",
    ]);
    await expectIntact(user, picture);
    expect(await leave(user, { password: user.password })).toBeNull();
    await expectGone(user);
  });

  it("deletes a social account only with the code mailed to its own address for leaving", async () => {
    const user = await createTestUser(t, { signInMethod: "kakao" });
    const other = await createTestUser(t);
    const picture = await withPicture(user);
    for (const payload of [{}, { password: "anything 1" }]) {
      expect(await statusAndCode(leave(user, payload))).toEqual([400, 110014]);
    }
    // A code for another purpose, or mailed to another address, proves nothing here.
    const changeEmail = await requestCode(t, user.email, "change-email");
    const elsewhere = await requestCode(t, other.email, "leave");
    for (const code of [changeEmail, elsewhere]) {
      const proof = { verifyId: code.verifyId, verifyCode: code.code };
      expect(await statusAndCode(leave(user, proof))).toEqual([400, 110004]);
    }
    const { verifyId, code } = await requestCode(t, user.email, "leave");
    const wrong = leave(user, {
      verifyId,
      verifyCode: code === "000000" ? "111111" : "000000",
    });
    expect(await statusAndCode(wrong)).toEqual([400, 110004]);
    await expectIntact(user, picture);
    expect(await leave(user, { verifyId, verifyCode: code })).toBeNull();
    await expectGone(user);
    expect((await t.call({ method: "GET", url: picture })).statusCode).toBe(404);
    // The other account is untouched.
    await apiFor(t, other).getMe();
  });

  it("counts wrong codes: after the limit even the right one is refused", async () => {
    const user = await createTestUser(t, { signInMethod: "google" });
    const { verifyId, code } = await requestCode(t, user.email, "leave");
    const wrongCode = code === "000000" ? "111111" : "000000";
    const codes: number[] = [];
    for (let i = 0; i < 5; i++)
      codes.push(await refusalCode(leave(user, { verifyId, verifyCode: wrongCode })));
    expect(codes).toEqual([110004, 110004, 110004, 110004, 110006]);
    expect(await statusAndCode(leave(user, { verifyId, verifyCode: code }))).toEqual([429, 110006]);
    await apiFor(t, user).getMe();
  });

  it("ends every session of the deleted account, not only the one that asked", async () => {
    const user = await createTestUser(t);
    const cli = await signInAs(t, user.id, "cli");
    await leave(user, { password: user.password });
    for (const accessToken of [user.tokens.accessToken, cli.accessToken]) {
      expect((await refusalOf(apiFor(t, accessToken).getMe())).status).toBe(401);
    }
    for (const refreshToken of [user.tokens.refreshToken, cli.refreshToken]) {
      const renew = apiFor(t).renewToken({ body: { refreshToken } });
      expect((await refusalOf(renew)).status).toBe(401);
    }
  });

  it("limits tries at the proof per address like a login, when rate limits are on", async () => {
    const limited = await startTestApp(engine, { env: { RATE_LIMIT: "true" } });
    try {
      const user = await createTestUser(limited);
      const api = apiFor(limited, user);
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) {
        const refusal = await refusalOf(api.leave({ body: { password: `guess number ${i}` } }));
        statuses.push(refusal.status);
      }
      expect(statuses.every((s) => s === 400)).toBe(true);
      expect(await statusAndCode(api.leave({ body: { password: user.password } }))).toEqual([
        429, 10429,
      ]);
      await api.getMe();
    } finally {
      await limited.close();
    }
  });

  it("mails a leaving code only to a registered address (a decoy ticket otherwise)", async () => {
    await apiFor(t).requestEmailVerification({
      body: { ...ORBIS_SERVICE, email: "nobody-here@example.com", verifyType: "leave" },
    });
    expect(await t.mailsTo("nobody-here@example.com")).toEqual([]);
  });
});
