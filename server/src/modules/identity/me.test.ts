import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import { fileForm } from "../../testing/multipart";
import { refusalCode, refusalOf } from "../../testing/refusal";
import { requestCode } from "../../testing/registration";
import { routeUrl } from "../../testing/routeUrl";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, type TestUser } from "../../testing/users";

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 140, b: 80 } } })
    .jpeg()
    .toBuffer();

describe.each(testEngines)("the signed-in user on %s", (engine) => {
  let t: TestApp;
  let user: TestUser;
  const upload = (who: TestUser, form: FormData) =>
    apiFor(t, who).uploadMyThumbnail({ body: form });

  beforeAll(async () => {
    t = await startTestApp(engine);
    user = await createTestUser(t, { email: "linus@example.com", name: "Linus" });
  });
  afterAll(() => t.close());

  it("reads and changes the names", async () => {
    const api = apiFor(t, user);
    expect(await api.updateMe({ body: { nickname: "torvalds" } })).toMatchObject({
      email: "linus@example.com",
      name: "Linus",
      nickname: "torvalds",
    });
    const blank = await refusalOf(api.updateMe({ body: { name: "   " } }));
    expect(blank.status).toBe(400);
    expect(blank.message).toBe("body.name: Please fill out this field.");
  });

  it("lets an anonymous caller edit only with a confirmed code for the address", async () => {
    const anonymous = apiFor(t);
    const noProof = await refusalOf(anonymous.updateMe({ body: { name: "Mallory" } }));
    expect(noProof.status).toBe(401);
    const { verifyId, code } = await requestCode(t, "linus@example.com", "change-email");
    const wrong = anonymous.updateMe({
      body: {
        name: "Mallory",
        email: "linus@example.com",
        verifyId,
        verifyCode: code === "123456" ? "654321" : "123456",
      },
    });
    expect(await refusalCode(wrong)).toBe(110004);
    const ok = await anonymous.updateMe({
      body: { name: "Linus T.", email: "linus@example.com", verifyId, verifyCode: code },
    });
    expect(ok).toMatchObject({ name: "Linus T." });
  });

  it("replaces the picture with a 256 px WebP served from /cdn, and drops the old one", async () => {
    const { thumbnailUrl: url } = await upload(
      user,
      fileForm("file", await photo(1200, 800), "me.jpg", "image/jpeg"),
    );
    const served = await t.call({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 256, 256]);
    await upload(user, fileForm("file", await photo(300, 300), "me2.png", "image/png"));
    expect((await t.call({ method: "GET", url })).statusCode).toBe(404);
    expect(await t.deps.files.list(`users/${user.id}/`)).toHaveLength(1);
  });

  it("refuses a non-image, a lying type and an oversized file, and stores nothing", async () => {
    const other = await createTestUser(t);
    const notImage = await refusalOf(
      upload(other, fileForm("file", new TextEncoder().encode("hello"), "x.txt", "text/plain")),
    );
    expect(notImage.status).toBe(400);
    expect(notImage.message).toContain("body.file");
    const lying = await refusalOf(
      upload(
        other,
        fileForm("file", new TextEncoder().encode("not a jpeg at all"), "x.jpg", "image/jpeg"),
      ),
    );
    expect(lying.status).toBe(415);
    const big = await refusalOf(
      upload(other, fileForm("file", new Uint8Array(6 * 1024 * 1024), "big.jpg", "image/jpeg")),
    );
    expect(big.status).toBe(413);
    // Raw: a JSON body where the route takes multipart, which the typed client cannot send.
    const json = await t.call({
      method: "POST",
      url: routeUrl("uploadMyThumbnail"),
      headers: other.auth,
      payload: { file: "x" },
    });
    expect(json.statusCode).toBe(415);
    expect(await t.deps.files.list(`users/${other.id}/`)).toEqual([]);
  });

  it("leaves: the account and its files are gone and its token answers 401", async () => {
    const leaver = await createTestUser(t);
    await upload(leaver, fileForm("file", await photo(64, 64), "p.jpg", "image/jpeg"));
    const api = apiFor(t, leaver);
    expect(await api.leave({ body: { password: leaver.password } })).toBeNull();
    expect((await refusalOf(api.getMe())).status).toBe(401);
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
    expect((await refusalOf(apiFor(t).leave())).status).toBe(401);
  });
});
