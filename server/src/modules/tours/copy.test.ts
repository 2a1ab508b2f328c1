import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createProject, createTour, dataOf, insertScene, usageOf } from "../../testing/tours";
import { createTestUser, type TestUser } from "../../testing/users";

type Tour = {
  id: string;
  title: string;
  scenes: { id: string; previewUrl: string }[];
  markers: { sceneId: string; targetSceneId?: string }[];
  initialView: { sceneId: string } | null;
  publishHistory: unknown[];
};

describe.each(testEngines)("copying tours on %s", (engine) => {
  let t: TestApp;
  let user: TestUser;
  let projectId: string;
  let tourId: string;
  const get = async (id: string) =>
    dataOf<Tour>(await t.call({ method: "GET", url: `/api/v1/tours/${id}`, headers: user.auth }));
  const copy = (payload: object = {}, who = user, id = tourId) =>
    t.call({ method: "POST", url: `/api/v2/tours/${id}/copy`, headers: who.auth, payload });

  beforeAll(async () => {
    t = await startTestApp(engine);
    user = await createTestUser(t);
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
    await t.call({
      method: "PUT",
      url: `/api/v1/tours/${tourId}/dump`,
      headers: user.auth,
      payload: {
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
    const item = dataOf<{ id: string; title: string; sceneCount: number; published: boolean }>(
      await copy(),
    );
    expect(item).toMatchObject({ title: "Lighthouse copy", sceneCount: 2, published: false });
    const [original, copied] = [await get(tourId), await get(item.id)];
    const ids = new Set(copied.scenes.map((s) => s.id));
    expect(copied.scenes.some((s) => original.scenes.some((o) => o.id === s.id))).toBe(false);
    expect(
      ids.has(copied.markers[0]?.sceneId ?? "") && ids.has(copied.markers[0]?.targetSceneId ?? ""),
    ).toBe(true);
    expect(ids.has(copied.initialView?.sceneId ?? "")).toBe(true);
    for (const scene of copied.scenes)
      expect((await t.call({ method: "GET", url: scene.previewUrl })).statusCode).toBe(200);
    expect((await usageOf(t, user.id)).contents).toBe(before * 2);
    // The copy is independent: deleting it leaves the original's files.
    await t.call({ method: "DELETE", url: `/api/v1/tours/${item.id}`, headers: user.auth });
    for (const scene of original.scenes)
      expect((await t.call({ method: "GET", url: scene.previewUrl })).statusCode).toBe(200);
    expect((await usageOf(t, user.id)).contents).toBe(before);
  });

  it("refuses a copy past the tour count (60003) or the storage (20004), leaving no file or row", async () => {
    const full = await createTestUser(t);
    const pid = (await createProject(t, full)).id;
    const id = (await createTour(t, full, pid)).id;
    const scene = await insertScene(t, id);
    for (let i = 0; i < 4; i++) await createTour(t, full, pid, `T${i}`);
    const many = await copy({}, full, id);
    expect((JSON.parse(many.body) as { code: number }).code).toBe(60003);
    const other = (await createProject(t, full, "contents", "Other")).id;
    await t.deps.db.kysely
      .updateTable("accounts")
      .set({ storage_used_bytes: 1024 ** 3 - 10 })
      .where("user_id", "=", full.id)
      .execute();
    const big = await copy({ projectId: other }, full, id);
    expect([big.statusCode, (JSON.parse(big.body) as { code: number }).code]).toEqual([403, 20004]);
    expect((await usageOf(t, full.id)).contents).toBe(1024 ** 3 - 10);
    const files = await t.deps.files.list("tours/");
    expect(
      files.filter(
        (k) => !k.startsWith(`tours/${id}/`) && k.includes(scene.prefix.split("/")[3] ?? "-"),
      ),
    ).toEqual([]);
    expect(
      dataOf<{ total: number }>(
        await t.call({
          method: "GET",
          url: `/api/v2/projects/tours?proj=${other}`,
          headers: full.auth,
        }),
      ).total,
    ).toBe(0);
  });

  it("needs edit rights on the source and the target", async () => {
    const eve = await createTestUser(t);
    expect((await copy({}, eve)).statusCode).toBe(404);
    const eveProject = (await createProject(t, eve)).id;
    expect((await copy({ projectId: eveProject })).statusCode).toBe(404);
  });
});
