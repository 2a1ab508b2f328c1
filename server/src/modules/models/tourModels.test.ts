import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createProject, createTour, dataOf, insertScene, usageOf } from "../../testing/tours";
import { createTestUser, type TestUser } from "../../testing/users";
import { seedCatalogueFiles } from "./catalogue/seedCatalogueFiles";

type Model = {
  id: string;
  url: string;
  bytes: number;
  catalogueId: string | null;
  sceneId: string;
  name: string;
};

describe.each(testEngines)("models placed in a tour on %s", (engine) => {
  let t: TestApp;
  let owner: TestUser;
  let viewer: TestUser;
  let stranger: TestUser;
  let tourId: string;
  let sceneId: string;
  const placement = () => ({
    sceneId,
    name: "Bench by the door",
    yaw: 30,
    pitch: -10,
    distance: 4,
    scale: 1,
    rotation: { heading: 90, pitch: 0, roll: 0 },
    geo: null,
  });
  const add = (who: TestUser, payload: unknown, tour = tourId) =>
    t.call({
      method: "POST",
      url: `/api/v3/tour/${tour}/model`,
      headers: who.auth,
      payload: payload as object,
    });
  const list = async (who: TestUser = owner) =>
    dataOf<Model[]>(
      await t.call({ method: "GET", url: `/api/v3/tour/${tourId}/model/list`, headers: who.auth }),
    );
  const remove = (who: TestUser, id: string) =>
    t.call({ method: "DELETE", url: `/api/v3/tour/${tourId}/model/${id}`, headers: who.auth });
  const catalogueBytes = async (id: string) =>
    Number(
      (
        await t.deps.db.kysely
          .selectFrom("catalogue_models")
          .select("bytes")
          .where("id", "=", id)
          .executeTakeFirstOrThrow()
      ).bytes,
    );

  beforeAll(async () => {
    t = await startTestApp(engine);
    await seedCatalogueFiles(t.deps.db.kysely, t.deps.files);
    owner = await createTestUser(t, { planId: "pro" });
    viewer = await createTestUser(t);
    stranger = await createTestUser(t);
    const projectId = (await createProject(t, owner)).id;
    tourId = (await createTour(t, owner, projectId)).id;
    sceneId = (await insertScene(t, tourId)).id;
    dataOf(
      await t.call({
        method: "POST",
        url: `/api/v2/projects/${projectId}/coworkers`,
        headers: owner.auth,
        payload: { email: viewer.email, role: "viewer" },
      }),
    );
  });
  afterAll(() => t.close());

  it("copies a catalogue model into the tour, counts it, serves it, and shares the copy", async () => {
    const before = (await usageOf(t, owner.id)).contents;
    const bytes = await catalogueBytes("bench");
    const first = dataOf<Model>(await add(owner, { ...placement(), catalogueId: "bench" }));
    expect(first).toMatchObject({ ...placement(), catalogueId: "bench", format: "glb", bytes });
    expect(first.url).toMatch(new RegExp(`^/cdn/tours/${tourId}/models/[0-9a-f-]{36}\\.glb$`));
    expect((await usageOf(t, owner.id)).contents).toBe(before + bytes);
    const served = await t.call({ method: "GET", url: first.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("model/gltf-binary");
    expect(served.rawPayload.length).toBe(bytes);
    // A second bench in the same tour uses the same copy: no more storage.
    const second = dataOf<Model>(
      await add(owner, { ...placement(), name: "Second bench", catalogueId: "bench" }),
    );
    expect(second.url).toBe(first.url);
    expect((await usageOf(t, owner.id)).contents).toBe(before + bytes);
    // The tour's own copy survives the catalogue changing under it.
    await t.deps.db.kysely
      .updateTable("catalogue_models")
      .set({ file_key: "catalogue/models/gone.glb" })
      .where("id", "=", "bench")
      .execute();
    expect((await t.call({ method: "GET", url: first.url })).statusCode).toBe(200);
    await seedCatalogueFiles(t.deps.db.kysely, t.deps.files);

    expect((await list(viewer)).map((m) => m.id)).toEqual([first.id, second.id]);
    const tour = dataOf<{ models: Model[] }>(
      await t.call({ method: "GET", url: `/api/v1/tours/${tourId}`, headers: owner.auth }),
    );
    expect(tour.models.map((m) => m.id)).toEqual([first.id, second.id]);

    // The file goes with its last placement, and its bytes come back.
    expect((await remove(owner, first.id)).statusCode).toBe(200);
    expect((await usageOf(t, owner.id)).contents).toBe(before + bytes);
    expect((await t.call({ method: "GET", url: first.url })).statusCode).toBe(200);
    expect((await remove(owner, second.id)).statusCode).toBe(200);
    expect((await usageOf(t, owner.id)).contents).toBe(before);
    expect((await t.call({ method: "GET", url: first.url })).statusCode).toBe(404);
    expect(await list()).toEqual([]);
    expect((await remove(owner, second.id)).statusCode).toBe(404);
  });

  it("refuses bad placements naming the field, and writes nothing", async () => {
    const before = (await usageOf(t, owner.id)).contents;
    const files = await t.deps.files.list(`tours/${tourId}/`);
    const cases: [unknown, string][] = [
      [
        { ...placement(), sceneId: "elsewhere", catalogueId: "bench" },
        "body.sceneId: scene elsewhere is not in the tour",
      ],
      [
        { ...placement(), catalogueId: "spaceship" },
        "body.catalogueId: no catalogue model spaceship",
      ],
      [placement(), "body.catalogueId: Give either catalogueId or filePath."],
      [{ ...placement(), catalogueId: "bench", filePath: "models/a.glb" }, "body.catalogueId"],
      [{ ...placement(), catalogueId: "bench", scale: 0 }, "body.scale"],
      [{ ...placement(), catalogueId: "bench", yaw: 270 }, "body.yaw"],
      [{ ...placement(), filePath: "../other/models/a.glb" }, "body.filePath"],
    ];
    for (const [payload, message] of cases) {
      const res = await add(owner, payload);
      expect(res.statusCode, message).toBe(400);
      expect((res.json() as { message: string }).message).toContain(message);
    }
    expect(await list()).toEqual([]);
    expect((await usageOf(t, owner.id)).contents).toBe(before);
    expect(await t.deps.files.list(`tours/${tourId}/`)).toEqual(files);
  });

  it("lets viewers look but not place or remove; strangers see nothing", async () => {
    const bench = dataOf<Model>(await add(owner, { ...placement(), catalogueId: "bench" }));
    expect((await add(viewer, { ...placement(), catalogueId: "rock" })).statusCode).toBe(403);
    expect((await remove(viewer, bench.id)).statusCode).toBe(403);
    expect((await add(stranger, { ...placement(), catalogueId: "rock" })).statusCode).toBe(404);
    expect((await remove(stranger, bench.id)).statusCode).toBe(404);
    const peek = await t.call({
      method: "GET",
      url: `/api/v3/tour/${tourId}/model/list`,
      headers: stranger.auth,
    });
    expect(peek.statusCode).toBe(404);
    expect(
      (await add(owner, { ...placement(), catalogueId: "rock" }, "no-such-tour")).statusCode,
    ).toBe(404);
    expect((await list(viewer)).map((m) => m.id)).toEqual([bench.id]);
    dataOf(await remove(owner, bench.id));
  });

  it("refuses a catalogue copy that does not fit the owner's storage (20004), keeping nothing", async () => {
    const db = t.deps.db.kysely;
    const plan = await db
      .selectFrom("plans")
      .select("constraints")
      .where("id", "=", "pro")
      .executeTakeFirstOrThrow();
    const limit = Number(plan.constraints.storageUsageSize);
    const before = await usageOf(t, owner.id);
    await db
      .updateTable("accounts")
      .set({ storage_used_bytes: limit - 100 })
      .where("user_id", "=", owner.id)
      .execute();
    const files = await t.deps.files.list(`tours/${tourId}/`);
    const res = await add(owner, { ...placement(), catalogueId: "car" });
    expect(res.statusCode).toBe(403);
    expect((res.json() as { code: number }).code).toBe(20004);
    expect(await list()).toEqual([]);
    expect(await t.deps.files.list(`tours/${tourId}/`)).toEqual(files);
    expect((await usageOf(t, owner.id)).contents).toBe(limit - 100);
    await db
      .updateTable("accounts")
      .set({ storage_used_bytes: before.contents })
      .where("user_id", "=", owner.id)
      .execute();
  });
});
