import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import { refusalOf } from "../../testing/refusal";
import { routeUrl } from "../../testing/routeUrl";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createProject, usageOf } from "../../testing/tours";
import { createTestUser, type TestUser } from "../../testing/users";
import { jpegDeclaring } from "../tours/testing";
import { image, written } from "./testing/hostingTestKit";

const GiB = 1024 ** 3;

/** The type a browser declares for a file of that name (the server reads the bytes instead). */
const typeOf = (name: string) =>
  name.endsWith(".png") ? "image/png" : name.endsWith(".txt") ? "text/plain" : "image/jpeg";

/** The form of an upload: each file, by name and bytes, in the field `files`. */
const filesForm = (files: readonly (readonly [name: string, bytes: Uint8Array])[]) => {
  const form = new FormData();
  for (const [name, bytes] of files) {
    form.append("files", new Blob([new Uint8Array(bytes)], { type: typeOf(name) }), name);
  }
  return form;
};

describe.each(testEngines)("hosted image uploads on %s", (engine) => {
  let t: TestApp;
  let user: TestUser;
  let projectId: string;
  let jpeg: Buffer;
  const upload = (
    who: TestUser,
    project: string,
    files: readonly (readonly [name: string, bytes: Uint8Array])[],
  ) => apiFor(t, who).uploadHostingImages({ params: { id: project }, body: filesForm(files) });

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
    const result = await upload(user, projectId, [
      ["Lobby.jpg", jpeg],
      ["notes.txt", Buffer.from("not a panorama\n")],
      ["C:\\fakepath\\Roof.png", png],
    ]);

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
    [
      "a JPEG declaring 65500×32750 pixels",
      () => jpegDeclaring(65500, 32750),
      "bomb.jpg",
      413,
      10413,
      /65500×32750/,
    ],
  ] as const)(
    "refuses %s alone with its code, naming it and writing nothing",
    async (_, make, name, status, code, message) => {
      const bytes = await make();
      const before = await written(t, user.id);
      const refused = await refusalOf(upload(user, projectId, [[name, bytes]]));
      expect(refused.status).toBe(status);
      expect(refused.code).toBe(code);
      expect(refused.message).toMatch(message);
      expect(refused.message).toContain(name);
      expect(refused.details).toHaveProperty("refused", [
        { fileName: name, code, message: refused.message },
      ]);
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
    const refused = await refusalOf(
      upload(full, project, [
        ["Lobby.jpg", jpeg],
        ["Garden.jpg", jpeg],
      ]),
    );
    expect(refused.status).toBe(403);
    expect(refused.code).toBe(80001);
    expect(refused.details).toMatchObject({
      refused: [
        { fileName: "Lobby.jpg", code: 80001 },
        { fileName: "Garden.jpg", code: 80001 },
      ],
    });
    expect(await written(t, full.id)).toEqual(before);
    expect((await usageOf(t, full.id)).hosting).toBe(nearlyFull);

    // Room for the panorama but not its thumbnail: the stored panorama is given back too.
    const panoramaOnly = GiB - jpeg.length;
    await db
      .updateTable("accounts")
      .set({ hosting_used_bytes: panoramaOnly })
      .where("user_id", "=", full.id)
      .execute();
    const tight = await refusalOf(upload(full, project, [["Lobby.jpg", jpeg]]));
    expect([tight.status, tight.code]).toEqual([403, 80001]);
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
    expect((await upload(full, project, [["Lobby.jpg", jpeg]])).stored).toHaveLength(1);
  });

  it("refuses a contents project with 400 naming the id, and a stranger's project with 404", async () => {
    const contents = (await createProject(t, user, "contents")).id;
    const before = await written(t, user.id);
    const refused = await refusalOf(upload(user, contents, [["Lobby.jpg", jpeg]]));
    expect(refused).toMatchObject({
      status: 400,
      code: 10400,
      message: expect.stringMatching(/^params\.id: a contents project/),
      details: { fields: [{ in: "params", path: "id" }] },
    });
    const stranger = await createTestUser(t);
    const foreign = await refusalOf(upload(stranger, projectId, [["Lobby.jpg", jpeg]]));
    expect([foreign.status, foreign.code]).toEqual([404, 10404]);
    const unknown = await refusalOf(upload(user, "no-such-project", [["Lobby.jpg", jpeg]]));
    expect(unknown.status).toBe(404);
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
    const refused = await refusalOf(upload(viewer, projectId, [["Lobby.jpg", jpeg]]));
    expect([refused.status, refused.code]).toEqual([403, 10403]);
    expect(await written(t, user.id)).toEqual(before);
    // Reading stays open to the viewer: the list answers.
    await apiFor(t, viewer).listHostingImages({ params: { id: projectId }, query: {} });
  });

  it("refuses an upload without files or without a sign-in", async () => {
    const before = await written(t, user.id);
    // A JSON body is one the typed client cannot send to a multipart route: sent raw.
    const empty = await t.call({
      method: "POST",
      url: routeUrl("uploadHostingImages", { id: projectId }),
      headers: { ...user.auth, "content-type": "application/json" },
      payload: {},
    });
    expect(empty.statusCode).toBe(415);
    const form = new FormData();
    form.append("note", "no files here");
    const noFiles = await refusalOf(
      apiFor(t, user).uploadHostingImages({ params: { id: projectId }, body: form }),
    );
    expect([noFiles.status, noFiles.message]).toEqual([400, expect.stringMatching(/^body\.files/)]);
    const anonymous = await refusalOf(
      apiFor(t).uploadHostingImages({
        params: { id: projectId },
        body: filesForm([["Lobby.jpg", jpeg]]),
      }),
    );
    expect([anonymous.status, anonymous.code]).toEqual([401, 10401]);
    expect(await written(t, user.id)).toEqual(before);
  });

  it("shows the hosting usage in the storage info", async () => {
    const info = await apiFor(t, user).getStorageUsage({});
    const usage = await usageOf(t, user.id);
    expect(usage.hosting).toBeGreaterThan(0);
    expect(info).toMatchObject({
      usageStorageSize: 0,
      hostingPlanStorageSize: GiB,
      hostingUsageStorageSize: usage.hosting,
    });
  });
});
