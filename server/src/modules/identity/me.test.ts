import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileForm, multipartPayload } from "../../testing/multipart";
import { requestCode } from "../../testing/registration";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, type TestUser } from "../../testing/users";

type Body = { code: number; message?: string; data?: Record<string, unknown> };

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 140, b: 80 } } })
    .jpeg()
    .toBuffer();

describe.each(testEngines)("the signed-in user on %s", (engine) => {
  let t: TestApp;
  let user: TestUser;
  const upload = async (who: TestUser, form: FormData) => {
    const { payload, headers } = await multipartPayload(form);
    return t.call({
      method: "POST",
      url: "/identity/v1/users/me/thumbnail",
      payload,
      headers: { ...headers, ...who.auth },
    });
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    user = await createTestUser(t, { email: "linus@example.com", name: "Linus" });
  });
  afterAll(() => t.close());

  it("reads and changes the names", async () => {
    const res = await t.call({
      method: "PATCH",
      url: "/identity/v1/users/me",
      headers: user.auth,
      payload: { nickname: "torvalds" },
    });
    expect(res.json()).toMatchObject({
      code: 0,
      data: { email: "linus@example.com", name: "Linus", nickname: "torvalds" },
    });
    const blank = await t.call({
      method: "PATCH",
      url: "/identity/v1/users/me",
      headers: user.auth,
      payload: { name: "   " },
    });
    expect(blank.statusCode).toBe(400);
    expect((blank.json() as Body).message).toBe("body.name: Please fill out this field.");
  });

  it("lets an anonymous caller edit only with a confirmed code for the address", async () => {
    const noProof = await t.call({
      method: "PATCH",
      url: "/identity/v1/users/me",
      payload: { name: "Mallory" },
    });
    expect(noProof.statusCode).toBe(401);
    const { verifyId, code } = await requestCode(t, "linus@example.com", "change-email");
    const wrong = await t.call({
      method: "PATCH",
      url: "/identity/v1/users/me",
      payload: {
        name: "Mallory",
        email: "linus@example.com",
        verifyId,
        verifyCode: code === "123456" ? "654321" : "123456",
      },
    });
    expect((wrong.json() as Body).code).toBe(110004);
    const ok = await t.call({
      method: "PATCH",
      url: "/identity/v1/users/me",
      payload: { name: "Linus T.", email: "linus@example.com", verifyId, verifyCode: code },
    });
    expect(ok.json()).toMatchObject({ code: 0, data: { name: "Linus T." } });
  });

  it("replaces the picture with a 256 px WebP served from /cdn, and drops the old one", async () => {
    const first = await upload(
      user,
      fileForm("file", await photo(1200, 800), "me.jpg", "image/jpeg"),
    );
    expect(first.statusCode).toBe(200);
    const url = String((first.json() as Body).data?.thumbnailUrl);
    const served = await t.call({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 256, 256]);
    const second = await upload(
      user,
      fileForm("file", await photo(300, 300), "me2.png", "image/png"),
    );
    expect(second.statusCode).toBe(200);
    expect((await t.call({ method: "GET", url })).statusCode).toBe(404);
    expect(await t.deps.files.list(`users/${user.id}/`)).toHaveLength(1);
  });

  it("refuses a non-image, a lying type and an oversized file, and stores nothing", async () => {
    const other = await createTestUser(t);
    const notImage = await upload(
      other,
      fileForm("file", new TextEncoder().encode("hello"), "x.txt", "text/plain"),
    );
    expect(notImage.statusCode).toBe(400);
    expect((notImage.json() as Body).message).toContain("body.file");
    const lying = await upload(
      other,
      fileForm("file", new TextEncoder().encode("not a jpeg at all"), "x.jpg", "image/jpeg"),
    );
    expect(lying.statusCode).toBe(415);
    const big = await upload(
      other,
      fileForm("file", new Uint8Array(6 * 1024 * 1024), "big.jpg", "image/jpeg"),
    );
    expect(big.statusCode).toBe(413);
    const json = await t.call({
      method: "POST",
      url: "/identity/v1/users/me/thumbnail",
      headers: other.auth,
      payload: { file: "x" },
    });
    expect(json.statusCode).toBe(415);
    expect(await t.deps.files.list(`users/${other.id}/`)).toEqual([]);
  });

  it("leaves: the account and its files are gone and its token answers 401", async () => {
    const leaver = await createTestUser(t);
    await upload(leaver, fileForm("file", await photo(64, 64), "p.jpg", "image/jpeg"));
    const res = await t.call({
      method: "DELETE",
      url: "/identity/v1/users/me/leave",
      headers: leaver.auth,
      payload: { password: leaver.password },
    });
    expect(res.json()).toEqual({ code: 0, data: null });
    expect(
      (await t.call({ method: "GET", url: "/identity/v1/users/me", headers: leaver.auth }))
        .statusCode,
    ).toBe(401);
    expect(await t.deps.files.list(`users/${leaver.id}/`)).toEqual([]);
    const row = await t.deps.db.kysely
      .selectFrom("accounts")
      .select("user_id")
      .where("user_id", "=", leaver.id)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it("does not serve private files through /cdn", async () => {
    await t.deps.files.put(
      `users/${user.id}/secret.txt`,
      { buffer: new TextEncoder().encode("x") },
      "text/plain",
    );
    expect(
      (await t.call({ method: "GET", url: `/cdn/users/${user.id}/secret.txt` })).statusCode,
    ).toBe(404);
    expect((await t.call({ method: "GET", url: "/cdn/../data/db" })).statusCode).toBe(404);
  });

  it("needs a signed-in user for the picture and for leaving", async () => {
    expect(
      (await t.call({ method: "DELETE", url: "/identity/v1/users/me/leave" })).statusCode,
    ).toBe(401);
  });
});
