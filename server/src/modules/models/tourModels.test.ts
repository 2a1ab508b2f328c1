import type { ModelCreate } from "@orbis/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor, type TestApi } from "../../testing/apiClient";
import { refusalOf } from "../../testing/refusal";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createProject, createTour, insertScene, usageOf } from "../../testing/tours";
import { createTestUser, type TestUser } from "../../testing/users";
import { seedCatalogueFiles } from "./catalogue/seedCatalogueFiles";

describe.each(testEngines)("models placed in a tour on %s", (engine) => {
  let t: TestApp;
  let owner: TestUser;
  let viewer: TestUser;
  let stranger: TestUser;
  let as: { owner: TestApi; viewer: TestApi; stranger: TestApi };
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
  const add = (who: TestApi, body: ModelCreate, tour = tourId) =>
    who.addTourModel({ params: { id: tour }, body });
  const list = (who: TestApi = as.owner) => who.listTourModels({ params: { id: tourId } });
  const remove = (who: TestApi, modelId: string) =>
    who.deleteTourModel({ params: { id: tourId, modelId } });
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
    as = { owner: apiFor(t, owner), viewer: apiFor(t, viewer), stranger: apiFor(t, stranger) };
    const projectId = (await createProject(t, owner)).id;
    tourId = (await createTour(t, owner, projectId)).id;
    sceneId = (await insertScene(t, tourId)).id;
    await as.owner.addProjectCoworker({
      params: { id: projectId },
      body: { email: viewer.email, role: "viewer" },
    });
  });
  afterAll(() => t.close());

  it("copies a catalogue model into the tour, counts it, serves it, and shares the copy", async () => {
    const before = (await usageOf(t, owner.id)).contents;
    const bytes = await catalogueBytes("bench");
    const first = await add(as.owner, { ...placement(), catalogueId: "bench" });
    expect(first).toMatchObject({ ...placement(), catalogueId: "bench", format: "glb", bytes });
    expect(first.url).toMatch(new RegExp(`^/cdn/tours/${tourId}/models/[0-9a-f-]{36}\\.glb$`));
    expect((await usageOf(t, owner.id)).contents).toBe(before + bytes);
    const served = await t.call({ method: "GET", url: first.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("model/gltf-binary");
    expect(served.rawPayload.length).toBe(bytes);
    // A second bench in the same tour uses the same copy: no more storage.
    const second = await add(as.owner, {
      ...placement(),
      name: "Second bench",
      catalogueId: "bench",
    });
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

    expect((await list(as.viewer)).map((m) => m.id)).toEqual([first.id, second.id]);
    const tour = await as.owner.getTour({ params: { id: tourId } });
    expect(tour.models.map((m) => m.id)).toEqual([first.id, second.id]);

    // The file goes with its last placement, and its bytes come back.
    await remove(as.owner, first.id);
    expect((await usageOf(t, owner.id)).contents).toBe(before + bytes);
    expect((await t.call({ method: "GET", url: first.url })).statusCode).toBe(200);
    await remove(as.owner, second.id);
    expect((await usageOf(t, owner.id)).contents).toBe(before);
    expect((await t.call({ method: "GET", url: first.url })).statusCode).toBe(404);
    expect(await list()).toEqual([]);
    expect((await refusalOf(remove(as.owner, second.id))).status).toBe(404);
  });

  it("refuses bad placements naming the field, and writes nothing", async () => {
    const before = (await usageOf(t, owner.id)).contents;
    const files = await t.deps.files.list(`tours/${tourId}/`);
    const cases: [ModelCreate, string][] = [
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
    for (const [body, message] of cases) {
      const refused = await refusalOf(add(as.owner, body));
      expect(refused.status, message).toBe(400);
      expect(refused.message).toContain(message);
    }
    expect(await list()).toEqual([]);
    expect((await usageOf(t, owner.id)).contents).toBe(before);
    expect(await t.deps.files.list(`tours/${tourId}/`)).toEqual(files);
  });

  it("lets viewers look but not place or remove; strangers see nothing", async () => {
    const rock = { ...placement(), catalogueId: "rock" };
    const bench = await add(as.owner, { ...placement(), catalogueId: "bench" });
    expect((await refusalOf(add(as.viewer, rock))).status).toBe(403);
    expect((await refusalOf(remove(as.viewer, bench.id))).status).toBe(403);
    expect((await refusalOf(add(as.stranger, rock))).status).toBe(404);
    expect((await refusalOf(remove(as.stranger, bench.id))).status).toBe(404);
    expect((await refusalOf(list(as.stranger))).status).toBe(404);
    expect((await refusalOf(add(as.owner, rock, "no-such-tour"))).status).toBe(404);
    expect((await list(as.viewer)).map((m) => m.id)).toEqual([bench.id]);
    await remove(as.owner, bench.id);
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
    const refused = await refusalOf(add(as.owner, { ...placement(), catalogueId: "car" }));
    expect([refused.status, refused.code]).toEqual([403, 20004]);
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
