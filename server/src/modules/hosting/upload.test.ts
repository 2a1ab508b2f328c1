import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartPayload } from "../../testing/multipart";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createProject, dataOf, usageOf } from "../../testing/tours";
import { createTestUser, type TestUser } from "../../testing/users";
import { image, refusal, type UploadResult, upload, written } from "./hostingTestKit";

const GiB = 1024 ** 3;

describe.each(testEngines)("hosted image uploads on %s", (engine) => {
  let t: TestApp;
  let user: TestUser;
  let projectId: string;
  let jpeg: Buffer;

  beforeAll(async () => {
    t = await startTestApp(engine);
    user = await createTestUser(t);
    projectId = (await createProject(t, user, "hosting", "Showroom")).id;
    jpeg = await image(2048, 1024);
  });
  afterAll(() => t.close());

  it("stores the good panoramas of an upload and names the bad file, which writes nothing", async () => {
    const png = await image(1024, 512, "png");
    const before = await written(t, user.id);
    const res = await upload(t, user, projectId, [
      ["Lobby.jpg", jpeg],
      ["notes.txt", Buffer.from("not a panorama\n")],
      ["C:\\fakepath\\Roof.png", png],
    ]);
    const result = dataOf<UploadResult>(res);

    expect(result.refused).toEqual([
      { fileName: "notes.txt", code: 10415, message: expect.stringMatching(/^notes\.txt is not/) },
    ]);
    expect(result.stored.map((i) => [i.fileName, i.title, i.width, i.height, i.bytes])).toEqual([
      ["Lobby.jpg", "Lobby", 2048, 1024, jpeg.length],
      ["Roof.png", "Roof", 1024, 512, png.length],
    ]);
    const [lobby, roof] = result.stored;
    if (lobby === undefined || roof === undefined) throw new Error("two images expected");
    expect(lobby).toMatchObject({
      projectId,
      imageUrl: `/cdn/hosting/${projectId}/${lobby.id}/panorama.jpg`,
      thumbnailUrl: `/cdn/hosting/${projectId}/${lobby.id}/thumbnail.jpg`,
      embedUrl: `/i/${lobby.id}`,
    });
    expect(roof.imageUrl).toBe(`/cdn/hosting/${projectId}/${roof.id}/panorama.png`);

    // Only the two good files were written: a panorama and a thumbnail each, nothing for the
    // text file, and every byte counted in the hosting storage (not the plan's).
    const after = await written(t, user.id);
    expect(after.rows - before.rows).toBe(2);
    expect(after.files).toEqual(
      [lobby, roof]
        .flatMap((i) => [i.imageUrl, i.thumbnailUrl])
        .map((u) => u.slice("/cdn/".length))
        .sort(),
    );
    const ledger = await t.deps.db.kysely
      .selectFrom("stored_objects")
      .select(["key", "bytes", "quota", "project_id"])
      .where("owner_id", "=", user.id)
      .execute();
    expect(ledger.map((r) => [r.quota, r.project_id])).toEqual(
      Array(4).fill(["hosting", projectId]),
    );
    const ledgerBytes = ledger.reduce((sum, r) => sum + Number(r.bytes), 0);
    expect(after.usage).toEqual({ contents: 0, hosting: ledgerBytes });
    expect(ledgerBytes).toBeGreaterThan(jpeg.length + png.length);

    // Both links are public: the panorama as uploaded and a 480×240 JPEG thumbnail.
    const file = await t.call({ method: "GET", url: lobby.imageUrl });
    expect([file.statusCode, file.headers["content-type"]]).toEqual([200, "image/jpeg"]);
    expect(file.rawPayload.equals(jpeg)).toBe(true);
    const thumb = await t.call({ method: "GET", url: roof.thumbnailUrl });
    expect([thumb.statusCode, thumb.headers["content-type"]]).toEqual([200, "image/jpeg"]);
    const meta = await sharp(thumb.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([480, 240]);
  });

  it.each([
    ["a text file", async () => Buffer.from("hello"), "plan.txt", 415, 10415, /not a JPEG, PNG/],
    ["a square (not 2:1) image", () => image(2048, 2048), "square.jpg", 400, 10400, /2:1/],
    ["a 1×1 image", () => image(1, 1, "png"), "dot.png", 400, 10400, /at least 1024×512/],
    [
      "a truncated JPEG",
      async () => (await image(2048, 1024)).subarray(0, 20_000),
      "cut.jpg",
      400,
      10400,
      /damaged or incomplete/,
    ],
  ] as const)(
    "refuses %s alone with its code, naming it and writing nothing",
    async (_, make, name, status, code, message) => {
      const bytes = await make();
      const before = await written(t, user.id);
      const res = await upload(t, user, projectId, [[name, bytes]]);
      expect(res.statusCode).toBe(status);
      const body = refusal(res);
      expect(body.code).toBe(code);
      expect(body.message).toMatch(message);
      expect(body.message).toContain(name);
      expect(body.details?.refused).toEqual([{ fileName: name, code, message: body.message }]);
      expect(await written(t, user.id)).toEqual(before);
    },
  );

  it("refuses with 80001 when the hosting storage is full, leaving no file, row or usage", async () => {
    const db = t.deps.db.kysely;
    const full = await createTestUser(t);
    const project = (await createProject(t, full, "hosting")).id;
    // The 1 GiB of Hosting FREE, nearly used up: the panorama no longer fits.
    const nearlyFull = GiB - jpeg.length + 10;
    await db
      .updateTable("accounts")
      .set({ hosting_used_bytes: nearlyFull })
      .where("user_id", "=", full.id)
      .execute();
    const before = await written(t, full.id);
    const res = await upload(t, full, project, [
      ["Lobby.jpg", jpeg],
      ["Garden.jpg", jpeg],
    ]);
    expect(res.statusCode).toBe(403);
    const body = refusal(res);
    expect(body.code).toBe(80001);
    expect(body.details?.refused?.map((r) => [r.fileName, r.code])).toEqual([
      ["Lobby.jpg", 80001],
      ["Garden.jpg", 80001],
    ]);
    expect(await written(t, full.id)).toEqual(before);
    expect((await usageOf(t, full.id)).hosting).toBe(nearlyFull);

    // Room for the panorama but not its thumbnail: the stored panorama is given back too.
    const panoramaOnly = GiB - jpeg.length;
    await db
      .updateTable("accounts")
      .set({ hosting_used_bytes: panoramaOnly })
      .where("user_id", "=", full.id)
      .execute();
    const tight = await upload(t, full, project, [["Lobby.jpg", jpeg]]);
    expect([tight.statusCode, refusal(tight).code]).toEqual([403, 80001]);
    expect(await written(t, full.id)).toEqual({
      ...before,
      usage: { ...before.usage, hosting: panoramaOnly },
    });

    // The plan's storage is another quota: a full one does not stop a hosted image.
    await db
      .updateTable("accounts")
      .set({ hosting_used_bytes: 0, storage_used_bytes: 10 * GiB })
      .where("user_id", "=", full.id)
      .execute();
    expect(
      dataOf<UploadResult>(await upload(t, full, project, [["Lobby.jpg", jpeg]])).stored,
    ).toHaveLength(1);
  });

  it("refuses a contents project with 400 naming the id, and a stranger's project with 404", async () => {
    const contents = (await createProject(t, user, "contents")).id;
    const before = await written(t, user.id);
    const res = await upload(t, user, contents, [["Lobby.jpg", jpeg]]);
    expect(res.statusCode).toBe(400);
    expect(refusal(res)).toMatchObject({
      code: 10400,
      message: expect.stringMatching(/^params\.id: a contents project/),
      details: { fields: [{ in: "params", path: "id" }] },
    });
    const stranger = await createTestUser(t);
    const foreign = await upload(t, stranger, projectId, [["Lobby.jpg", jpeg]]);
    expect([foreign.statusCode, refusal(foreign).code]).toEqual([404, 10404]);
    const unknown = await upload(t, user, "no-such-project", [["Lobby.jpg", jpeg]]);
    expect(unknown.statusCode).toBe(404);
    expect(await written(t, user.id)).toEqual(before);
    expect(await written(t, stranger.id)).toMatchObject({ usage: { contents: 0, hosting: 0 } });
  });

  it("lets only editing rights upload: a viewer (were one ever added) gets 403", async () => {
    // The API invites coworkers to contents projects only; the row is put in by hand to check
    // that the rights rule, not that restriction alone, keeps viewers from uploading.
    const viewer = await createTestUser(t);
    await t.deps.db.kysely
      .insertInto("project_coworkers")
      .values({ project_id: projectId, user_id: viewer.id, role: "viewer", created_at: new Date() })
      .execute();
    const before = await written(t, user.id);
    const res = await upload(t, viewer, projectId, [["Lobby.jpg", jpeg]]);
    expect([res.statusCode, refusal(res).code]).toEqual([403, 10403]);
    expect(await written(t, user.id)).toEqual(before);
    const list = await t.call({
      method: "GET",
      url: `/api/v2/projects/${projectId}/images`,
      headers: viewer.auth,
    });
    expect(list.statusCode).toBe(200);
  });

  it("refuses an upload without files or without a sign-in", async () => {
    const before = await written(t, user.id);
    const empty = await t.call({
      method: "POST",
      url: `/api/v2/projects/${projectId}/images`,
      headers: { ...user.auth, "content-type": "application/json" },
      payload: {},
    });
    expect(empty.statusCode).toBe(415);
    const form = new FormData();
    form.append("note", "no files here");
    const { payload, headers } = await multipartPayload(form);
    const noFiles = await t.call({
      method: "POST",
      url: `/api/v2/projects/${projectId}/images`,
      headers: { ...user.auth, ...headers },
      payload,
    });
    expect([noFiles.statusCode, refusal(noFiles).message]).toEqual([
      400,
      expect.stringMatching(/^body\.files/),
    ]);
    const anonymous = await t.call({ method: "POST", url: `/api/v2/projects/${projectId}/images` });
    expect(anonymous.statusCode).toBe(401);
    expect(await written(t, user.id)).toEqual(before);
  });

  it("shows the hosting usage in the storage info", async () => {
    const info = dataOf<Record<string, number>>(
      await t.call({ method: "GET", url: "/api/v3/project/storage/usage", headers: user.auth }),
    );
    const usage = await usageOf(t, user.id);
    expect(usage.hosting).toBeGreaterThan(0);
    expect(info).toMatchObject({
      usageStorageSize: 0,
      hostingPlanStorageSize: GiB,
      hostingUsageStorageSize: usage.hosting,
    });
  });
});
