import { createHash } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor, type TestApi } from "../../../testing/apiClient";
import { refusalOf } from "../../../testing/refusal";
import { startTestApp, type TestApp } from "../../../testing/testApp";
import { testEngines } from "../../../testing/testDb";
import { createProject, createTour, usageOf } from "../../../testing/tours";
import { createTestUser, type TestUser } from "../../../testing/users";
import { jpegDeclaring, noiseImage, pngHeaderOnly } from "../tiling/testing/testImages";
import { enqueueTiling } from "./tilingJob";

describe.each(testEngines)("the panorama pipeline on %s", (engine) => {
  let t: TestApp;
  let user: TestUser;
  let api: TestApi;
  let tourId: string;
  const upload = (
    files: { name: string; bytes: Uint8Array; type?: string }[],
    query: { overwrite?: boolean } = {},
    who = api,
  ) => {
    const form = new FormData();
    for (const f of files)
      form.append("files", new Blob([f.bytes], { type: f.type ?? "image/jpeg" }), f.name);
    return who.uploadTourFiles({ params: { id: tourId }, query, body: form });
  };
  const status = () => api.getLayersStatus({ params: { id: tourId } });
  const settled = async () => {
    for (let i = 0; i < 600; i++) {
      const s = await status();
      if (s.every((x) => x.state === "done" || x.state === "failed")) return s;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error("tiling did not finish");
  };
  const tour = () => api.getTour({ params: { id: tourId } });
  const ledgerBytes = async () =>
    Number(
      (
        await t.deps.db.kysely
          .selectFrom("stored_objects")
          .select((eb) => eb.fn.sum("bytes").as("b"))
          .where("owner_id", "=", user.id)
          .executeTakeFirstOrThrow()
      ).b ?? 0,
    );

  beforeAll(async () => {
    t = await startTestApp(engine);
    user = await createTestUser(t);
    api = apiFor(t, user);
    tourId = (await createTour(t, user, (await createProject(t, user)).id)).id;
  });
  afterAll(() => t.close());

  it("turns an upload into a tiled scene whose tiles, preview and thumbnail are served, counting every byte", async () => {
    const bytes = await noiseImage(4096, 2048, "jpeg");
    const [answer] = await upload([{ name: "harbour.jpg", bytes }]);
    expect(answer).toMatchObject({
      kind: "panorama",
      path: expect.stringMatching(/^scenes\/[0-9a-f-]+\/r1\/source\.jpg$/),
    });
    expect((await settled())[0]).toMatchObject({
      sceneId: answer?.sceneId,
      state: "done",
      progress: 1,
      error: null,
    });
    const [scene] = (await tour()).scenes;
    expect(scene?.tiles).toMatchObject({ levels: 3, cubeSize: 1296 });
    expect(scene?.image.sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
    const tile = await t.call({ method: "GET", url: `${scene?.tiles?.baseUrl}/3/f1_2.jpg` });
    expect([tile.statusCode, tile.headers["content-type"]]).toEqual([200, "image/jpeg"]);
    expect((await sharp(tile.rawPayload).metadata()).width).toBe(272);
    for (const url of [scene?.thumbnailUrl, scene?.previewUrl])
      expect((await t.call({ method: "GET", url: url ?? "" })).statusCode).toBe(200);
    // The source stays private.
    expect(
      (await t.call({ method: "GET", url: `/cdn/tours/${tourId}/${answer?.path}` })).statusCode,
    ).toBe(404);
    const files = await t.deps.files.list(`tours/${tourId}/scenes/`);
    const stored = (await Promise.all(files.map((k) => t.deps.files.stat(k)))).reduce(
      (n, s) => n + (s?.bytes ?? 0),
      0,
    );
    expect((await usageOf(t, user.id)).contents).toBe(stored);
    expect(await ledgerBytes()).toBe(stored);
  });

  it("keeps no job of a tiled scene, and its tiling run again (as after a crash) changes nothing", async () => {
    const db = t.deps.db.kysely;
    const jobs = () => db.selectFrom("jobs").select("id").execute();
    const [scene] = await db
      .selectFrom("scenes")
      .selectAll()
      .where("tour_id", "=", tourId)
      .execute();
    if (scene === undefined) throw new Error("the first test's scene is missing");
    // The queue deletes a finished job's row just after its handler marks the scene done, so a
    // loaded machine can look in between: the row must go, within a bounded wait.
    await expect.poll(jobs, { timeout: 10_000 }).toEqual([]);
    const files = await t.deps.files.list(`tours/${tourId}/scenes/`);
    const bytes = await ledgerBytes();
    // A server killed after the tiling's commit but before its job's row went runs it again.
    const job = { tourId, sceneId: scene.id, revision: scene.revision };
    const id = await db.transaction().execute((trx) => enqueueTiling(t.deps, job, trx));
    await t.deps.jobs.dispatch([id]);
    for (let i = 0; i < 200 && (await jobs()).length > 0; i++)
      await new Promise((r) => setTimeout(r, 25));
    expect(await jobs()).toEqual([]);
    expect(
      await db.selectFrom("scenes").selectAll().where("id", "=", scene.id).executeTakeFirst(),
    ).toEqual(scene);
    expect(await t.deps.files.list(`tours/${tourId}/scenes/`)).toEqual(files);
    expect(await ledgerBytes()).toBe(bytes);
  });

  it.each([
    [
      "a text file",
      async () => ({ name: "notes.jpg", bytes: new TextEncoder().encode("not an image") }),
      415,
    ],
    [
      "a truncated JPEG",
      async () => ({
        name: "cut.jpg",
        bytes: (await noiseImage(2048, 1024, "jpeg")).subarray(0, 40_000),
      }),
      400,
    ],
    [
      "a 1×1 image",
      async () => ({
        name: "dot.png",
        bytes: await sharp({ create: { width: 1, height: 1, channels: 3, background: "#000" } })
          .png()
          .toBuffer(),
        type: "image/png",
      }),
      400,
    ],
    [
      "a 3:1 image",
      async () => ({ name: "wide.jpg", bytes: await noiseImage(3072, 1024, "jpeg") }),
      400,
    ],
    [
      "a 30000×15000 image",
      async () => ({ name: "huge.png", bytes: pngHeaderOnly(30000, 15000), type: "image/png" }),
      413,
    ],
    [
      "a JPEG declaring 65500×32750 pixels",
      async () => ({ name: "bomb.jpg", bytes: await jpegDeclaring(65500, 32750) }),
      413,
    ],
    [
      "a path in the file name",
      async () => ({ name: "../../etc/pano.jpg", bytes: await noiseImage(2048, 1024, "jpeg") }),
      400,
    ],
  ])(
    "refuses %s with a clear error, leaving no file, row or usage change",
    async (_name, make, statusCode) => {
      const [before, scenes, files] = [
        await usageOf(t, user.id),
        (await tour()).scenes.length,
        await t.deps.files.list("tours/"),
      ];
      const good = { name: "fine.jpg", bytes: await noiseImage(2048, 1024, "jpeg") };
      const refused = await refusalOf(upload([good, await make()]));
      expect(refused.status).toBe(statusCode);
      expect(refused.message.length).toBeGreaterThan(10);
      expect([
        await usageOf(t, user.id),
        (await tour()).scenes.length,
        await t.deps.files.list("tours/"),
      ]).toEqual([before, scenes, files]);
    },
  );

  it("refuses an upload past the storage quota with 20004 and stores nothing", async () => {
    const used = (await usageOf(t, user.id)).contents;
    await t.deps.db.kysely
      .updateTable("accounts")
      .set({ storage_used_bytes: 1024 ** 3 - 1000 })
      .where("user_id", "=", user.id)
      .execute();
    const refused = await refusalOf(
      upload([{ name: "big.jpg", bytes: await noiseImage(2048, 1024, "jpeg") }]),
    );
    expect([refused.status, refused.code]).toEqual([403, 20004]);
    expect((await usageOf(t, user.id)).contents).toBe(1024 ** 3 - 1000);
    await t.deps.db.kysely
      .updateTable("accounts")
      .set({ storage_used_bytes: used })
      .where("user_id", "=", user.id)
      .execute();
  });

  it("overwrites a scene by file name: same scene, new revision, the old files given back", async () => {
    const [first] = (await tour()).scenes;
    const oldBase = first?.tiles?.baseUrl ?? "";
    const check = await api.checkLayerFiles({
      params: { id: tourId },
      query: { fileNames: ["harbour.jpg", "new.jpg"] },
    });
    expect(check).toEqual([
      { fileName: "harbour.jpg", exists: true, sceneId: first?.id },
      { fileName: "new.jpg", exists: false, sceneId: null },
    ]);
    const [answer] = await upload(
      [{ name: "harbour.jpg", bytes: await noiseImage(2048, 1024, "webp"), type: "image/webp" }],
      { overwrite: true },
    );
    expect(answer?.sceneId).toBe(first?.id);
    expect(answer?.path).toMatch(/\/r2\/source\.webp$/);
    await settled();
    const [scene] = (await tour()).scenes;
    expect(scene?.tiles?.baseUrl).toMatch(/\/r2\/tiles$/);
    expect((await t.call({ method: "GET", url: `${oldBase}/1/f0_0.jpg` })).statusCode).toBe(404);
    expect(await t.deps.files.list(`tours/${tourId}/scenes/${first?.id}/r1/`)).toEqual([]);
    expect(await ledgerBytes()).toBe((await usageOf(t, user.id)).contents);
  });

  it("fails a tiling for good only after its last attempt, with the reason in layers/status", async () => {
    const db = t.deps.db.kysely;
    const [scene] = (await tour()).scenes;
    if (scene === undefined) throw new Error("a scene is expected");
    // A new revision whose source is gone (a bucket that lost it): every attempt fails.
    const lost = `tours/${tourId}/scenes/${scene.id}/r9/source.jpg`;
    await db
      .updateTable("scenes")
      .set({ revision: 9, state: "queued", source_key: lost })
      .where("id", "=", scene.id)
      .execute();
    const job = { tourId, sceneId: scene.id, revision: 9 };
    const id = await db.transaction().execute((trx) => enqueueTiling(t.deps, job, trx));
    await t.deps.jobs.dispatch([id]);
    const row = () =>
      db.selectFrom("jobs").select(["state", "attempts_left"]).where("id", "=", id).execute();
    for (let i = 0; i < 400 && (await row())[0]?.state !== "failed"; i++)
      await new Promise((r) => setTimeout(r, 25));
    expect(await row()).toEqual([{ state: "failed", attempts_left: 0 }]);
    expect((await status()).find((s) => s.sceneId === scene.id)).toMatchObject({
      state: "failed",
      error: { code: 10500, message: `The panorama could not be tiled: source ${lost} is missing` },
    });
  });

  it("keeps strangers out (404) and viewers from uploading (403)", async () => {
    const stranger = apiFor(t, await createTestUser(t));
    const bytes = await noiseImage(2048, 1024, "jpeg");
    expect((await refusalOf(upload([{ name: "x.jpg", bytes }], {}, stranger))).status).toBe(404);
    expect((await refusalOf(stranger.getLayersStatus({ params: { id: tourId } }))).status).toBe(
      404,
    );
  });
});
