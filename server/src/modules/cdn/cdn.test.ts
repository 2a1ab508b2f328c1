import { randomUUID } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import { fileForm } from "../../testing/multipart";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createProject, createTour, insertScene } from "../../testing/tours";
import { createTestUser, type TestUser } from "../../testing/users";
import { seedCatalogueFiles } from "../models";
import { writeTile } from "../publishing/testing";

const jpeg = () =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: "#58a" } })
    .jpeg()
    .toBuffer();

/*
 * `/cdn` serves a public key only while a row owns it (docs/architecture.md#rules-never-broken): a ledger row of the key or
 * of a folder holding it, a catalogue row, or the user row naming a profile picture. A file left
 * in the store by a deletion (or a crash) answers 404 like a missing one.
 */
describe.each(testEngines)("files served by /cdn on %s", (engine) => {
  let t: TestApp;
  let user: TestUser;
  let tourId: string;
  let sceneId: string;
  const put = async (key: string, type = "image/jpeg") => {
    await t.deps.files.put(key, { buffer: await jpeg() }, type);
    return `/cdn/${key}`;
  };
  const status = async (url: string) => (await t.call({ method: "GET", url })).statusCode;

  beforeAll(async () => {
    t = await startTestApp(engine);
    user = await createTestUser(t);
    tourId = (await createTour(t, user, (await createProject(t, user)).id)).id;
    sceneId = (await insertScene(t, tourId)).id;
  });
  afterAll(() => t.close());

  it("serves tiles under a folder a ledger row owns, and not files no row owns", async () => {
    // insertScene's ledger row is the scene's folder: every tile under it is owned.
    await writeTile(t, tourId, sceneId, "1/f0_0.jpg");
    expect(await status(`/cdn/tours/${tourId}/scenes/${sceneId}/r1/tiles/1/f0_0.jpg`)).toBe(200);
    // The same layout for a scene (or a tour) that has no row: left behind, never served.
    const orphanScene = await put(`tours/${tourId}/scenes/${randomUUID()}/r1/tiles/1/f0_0.jpg`);
    const orphanTour = await put(`tours/${randomUUID()}/scenes/${randomUUID()}/r1/preview.jpg`);
    const orphanVoice = await put(`tours/${tourId}/voices/m1-0a1b2c.mp3`, "audio/mpeg");
    const orphanHosted = await put(`hosting/${randomUUID()}/${randomUUID()}/panorama.jpg`);
    for (const url of [orphanScene, orphanTour, orphanVoice, orphanHosted])
      expect(await status(url), url).toBe(404);
  });

  it("answers a client whose copy is current with 304 and no body, by ETag", async () => {
    await writeTile(t, tourId, sceneId, "1/f1_0.jpg");
    const url = `/cdn/tours/${tourId}/scenes/${sceneId}/r1/tiles/1/f1_0.jpg`;
    const first = await t.call({ method: "GET", url });
    expect(first.statusCode).toBe(200);
    // A file, not a page: never sniffed as another type, and no page policy to parse.
    expect(first.headers["x-content-type-options"]).toBe("nosniff");
    expect(first.headers["content-security-policy"]).toBeUndefined();
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(new Date(String(first.headers["last-modified"])).getTime()).toBeGreaterThan(0);
    const again = await t.call({ method: "GET", url, headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    expect(again.headers["cache-control"]).toBe(first.headers["cache-control"]);
    const stale = await t.call({ method: "GET", url, headers: { "if-none-match": 'W/"0-0"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload).toEqual(first.rawPayload);
    // A file rewritten with other bytes is another representation: the old tag no longer matches.
    await t.deps.files.put(url.slice("/cdn/".length), { buffer: Buffer.alloc(7) }, "image/jpeg");
    const changed = await t.call({ method: "GET", url, headers: { "if-none-match": etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it("serves nothing outside the store's public keys, however the path is spelled", async () => {
    // A file beside the store that a traversal would reach, and a tile that is really served.
    await writeFile(join(t.deps.config.dataDir, "secret.txt"), "top secret");
    await writeTile(t, tourId, sceneId, "1/f2_0.jpg");
    const tile = `tours/${tourId}/scenes/${sceneId}/r1/tiles/1/f2_0.jpg`;
    expect(await status(`/cdn/${tile}`)).toBe(200);
    for (const path of [
      "/cdn/../secret.txt",
      "/cdn/..%2fsecret.txt",
      "/cdn/%2e%2e/secret.txt",
      "/cdn/%252e%252e%252fsecret.txt",
      "/cdn/..%5csecret.txt",
      `/cdn/${tile}/../../../../../../../secret.txt`,
      `/cdn/${tile.replace("/tiles/", "/tiles/..%2f..%2f")}`,
      "/cdn//etc/passwd",
      "/cdn/%2fetc%2fpasswd",
      `/cdn/${tile}%00.txt`,
    ]) {
      const res = await t.call({ method: "GET", url: path });
      expect([400, 404], path).toContain(res.statusCode);
      expect(res.body, path).not.toContain("top secret");
      expect(res.body, path).not.toContain("root:");
    }
  });

  it("stops serving a file the moment its ledger row is gone, even if the file stays", async () => {
    const cover = await sharp({
      create: { width: 320, height: 160, channels: 3, background: "#246" },
    })
      .png()
      .toBuffer();
    const { thumbnailUrl } = await apiFor(t, user).uploadTourThumbnail({
      params: { id: tourId },
      body: fileForm("file", cover, "cover.png", "image/png"),
    });
    expect(await status(thumbnailUrl)).toBe(200);
    const key = thumbnailUrl.slice("/cdn/".length);
    await t.deps.db.kysely.deleteFrom("stored_objects").where("key", "=", key).execute();
    expect(await t.deps.files.stat(key)).not.toBeNull();
    expect(await status(thumbnailUrl)).toBe(404);
  });

  it("serves an uploaded polyglot (a JPEG that is also a page) only as the image it re-encoded", async () => {
    const jpeg = await sharp({
      create: { width: 320, height: 160, channels: 3, background: "#642" },
    })
      .jpeg()
      .toBuffer();
    // A comment segment right after the JPEG's start: browsers sniffing it would see a page.
    const page = Buffer.from("<html><script>alert(document.cookie)</script></html>");
    const segment = Buffer.alloc(4);
    segment.writeUInt16BE(0xfffe, 0);
    segment.writeUInt16BE(page.length + 2, 2);
    const polyglot = Buffer.concat([jpeg.subarray(0, 2), segment, page, jpeg.subarray(2)]);
    expect((await sharp(polyglot).metadata()).format).toBe("jpeg");
    const { thumbnailUrl } = await apiFor(t, user).uploadTourThumbnail({
      params: { id: tourId },
      body: fileForm("file", polyglot, "cover.jpg", "image/jpeg"),
    });
    const served = await t.call({ method: "GET", url: thumbnailUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.rawPayload.includes(Buffer.from("<script"))).toBe(false);
  });

  it("serves a profile picture only while its user row names it", async () => {
    const picture = await sharp({
      create: { width: 64, height: 64, channels: 3, background: "#a52" },
    })
      .jpeg()
      .toBuffer();
    const { thumbnailUrl } = await apiFor(t, user).uploadMyThumbnail({
      body: fileForm("file", picture, "me.jpg", "image/jpeg"),
    });
    expect(await status(thumbnailUrl)).toBe(200);
    expect(await status(await put(`users/${user.id}/thumbnail-0123abcd.webp`, "image/webp"))).toBe(
      404,
    );
    expect(
      await status(await put(`users/${randomUUID()}/thumbnail-0123abcd.webp`, "image/webp")),
    ).toBe(404);
  });

  it("serves the catalogue's files, not a file put beside them", async () => {
    await seedCatalogueFiles(t.deps.db.kysely, t.deps.files);
    const bench = await t.deps.db.kysely
      .selectFrom("catalogue_models")
      .select(["file_key", "thumbnail_key"])
      .where("id", "=", "bench")
      .executeTakeFirstOrThrow();
    expect(await status(`/cdn/${bench.file_key}`)).toBe(200);
    expect(await status(`/cdn/${bench.thumbnail_key}`)).toBe(200);
    expect(await status(await put("catalogue/models/bench-000000000000.glb"))).toBe(404);
  });
});
