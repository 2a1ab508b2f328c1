import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor, type TestApi } from "../../testing/apiClient";
import { refusalOf } from "../../testing/refusal";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createProject, createTour, insertScene, usageOf } from "../../testing/tours";
import { createTestUser, type TestUser } from "../../testing/users";

describe.each(testEngines)("copying tours on %s", (engine) => {
  let t: TestApp;
  let user: TestUser;
  let api: TestApi;
  let projectId: string;
  let tourId: string;
  const get = (id: string) => api.getTour({ params: { id } });
  const copy = (body: { projectId?: string } = {}, who = api, id = tourId) =>
    who.copyTour({ params: { id }, body });

  beforeAll(async () => {
    t = await startTestApp(engine);
    user = await createTestUser(t);
    api = apiFor(t, user);
    projectId = (await createProject(t, user)).id;
    tourId = (await createTour(t, user, projectId, "Lighthouse")).id;
    const a = await insertScene(t, tourId);
    const b = await insertScene(t, tourId, { order: 1 });
    const view = { yaw: 0, pitch: 0, fov: 90 };
    const scene = (id: string, order: number) => ({
      id,
      title: `S${order}`,
      order,
      initialView: view,
      northOffset: 0,
      geo: null,
    });
    await api.dumpTour({
      params: { id: tourId },
      body: {
        scenes: [scene(a.id, 0), scene(b.id, 1)],
        markers: [
          {
            id: "m",
            sceneId: a.id,
            yaw: 0,
            pitch: 0,
            type: "link",
            targetSceneId: b.id,
            targetView: { yaw: 0, pitch: 0 },
          },
        ],
        initialView: { sceneId: a.id, ...view },
      },
    });
  });
  afterAll(() => t.close());

  it("copies scenes, files and markers with new ids, unpublished, and counts the copy's storage", async () => {
    const before = (await usageOf(t, user.id)).contents;
    const item = await copy();
    expect(item).toMatchObject({ title: "Lighthouse copy", sceneCount: 2, published: false });
    const [original, copied] = [await get(tourId), await get(item.id)];
    const ids = new Set(copied.scenes.map((s) => s.id));
    expect(copied.scenes.some((s) => original.scenes.some((o) => o.id === s.id))).toBe(false);
    const [marker] = copied.markers;
    expect(
      ids.has(marker?.sceneId ?? "") && marker?.type === "link" && ids.has(marker.targetSceneId),
    ).toBe(true);
    expect(ids.has(copied.initialView?.sceneId ?? "")).toBe(true);
    for (const scene of copied.scenes)
      expect((await t.call({ method: "GET", url: scene.previewUrl ?? "" })).statusCode).toBe(200);
    expect((await usageOf(t, user.id)).contents).toBe(before * 2);
    // The copy is independent: deleting it leaves the original's files.
    await api.deleteTour({ params: { id: item.id } });
    for (const scene of original.scenes)
      expect((await t.call({ method: "GET", url: scene.previewUrl ?? "" })).statusCode).toBe(200);
    expect((await usageOf(t, user.id)).contents).toBe(before);
  });

  it("refuses a copy past the tour count (60003) or the storage (20004), leaving no file or row", async () => {
    const full = await createTestUser(t);
    const fullApi = apiFor(t, full);
    const pid = (await createProject(t, full)).id;
    const id = (await createTour(t, full, pid)).id;
    const scene = await insertScene(t, id);
    for (let i = 0; i < 4; i++) await createTour(t, full, pid, `T${i}`);
    expect((await refusalOf(copy({}, fullApi, id))).code).toBe(60003);
    const other = (await createProject(t, full, "contents", "Other")).id;
    await t.deps.db.kysely
      .updateTable("accounts")
      .set({ storage_used_bytes: 1024 ** 3 - 10 })
      .where("user_id", "=", full.id)
      .execute();
    const big = await refusalOf(copy({ projectId: other }, fullApi, id));
    expect([big.status, big.code]).toEqual([403, 20004]);
    expect((await usageOf(t, full.id)).contents).toBe(1024 ** 3 - 10);
    const files = await t.deps.files.list("tours/");
    expect(
      files.filter(
        (k) => !k.startsWith(`tours/${id}/`) && k.includes(scene.prefix.split("/")[3] ?? "-"),
      ),
    ).toEqual([]);
    expect((await fullApi.listProjectTours({ query: { proj: other } })).total).toBe(0);
  });

  it("needs edit rights on the source and the target", async () => {
    const eve = await createTestUser(t);
    const eveApi = apiFor(t, eve);
    expect((await refusalOf(copy({}, eveApi))).status).toBe(404);
    const eveProject = (await createProject(t, eve)).id;
    expect((await refusalOf(copy({ projectId: eveProject }))).status).toBe(404);
  });
});
