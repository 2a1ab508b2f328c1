import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createProject, createTour, dataOf, insertScene, usageOf } from "../../testing/tours";
import { createTestUser, type TestUser } from "../../testing/users";

type Tour = {
  scenes: { id: string; title: string; order: number }[];
  markers: { id: string }[];
  initialView: { sceneId: string } | null;
};

const view = { yaw: 12.5, pitch: -3, fov: 90 };
const sceneEdit = (id: string, title: string, order: number) => ({
  id,
  title,
  order,
  initialView: view,
  northOffset: 15,
  geo: { lat: 37.5665, lon: 126.978 },
});

describe.each(testEngines)("the tour dump and markers on %s", (engine) => {
  let t: TestApp;
  let user: TestUser;
  let tourId: string;
  let a: Awaited<ReturnType<typeof insertScene>>;
  let b: Awaited<ReturnType<typeof insertScene>>;
  const dump = (payload: object) =>
    t.call({ method: "PUT", url: `/api/v1/tours/${tourId}/dump`, headers: user.auth, payload });
  const link = (id: string, from: string, to: string) => ({
    id,
    sceneId: from,
    yaw: 30,
    pitch: 0,
    type: "link",
    targetSceneId: to,
    targetView: { yaw: 180, pitch: 0 },
  });
  const info = (id: string, sceneId: string) => ({
    id,
    sceneId,
    yaw: -40,
    pitch: 10,
    type: "info",
    title: "Lens",
    text: "Fresnel lens of 1856.",
    url: "https://example.com/lens",
    voice: null,
  });

  beforeAll(async () => {
    t = await startTestApp(engine);
    user = await createTestUser(t);
    tourId = (await createTour(t, user, (await createProject(t, user)).id)).id;
    a = await insertScene(t, tourId, { title: "A" });
    b = await insertScene(t, tourId, { title: "B", order: 1 });
  });
  afterAll(() => t.close());

  it("saves scenes, markers and the initial view at once", async () => {
    const body = {
      scenes: [sceneEdit(b.id, "Lamp room", 0), sceneEdit(a.id, "Stairs", 1)],
      markers: [link("m1", a.id, b.id), info("m2", b.id)],
      initialView: { sceneId: b.id, ...view },
    };
    const tour = dataOf<Tour>(await dump(body));
    expect(tour.scenes.map((s) => [s.title, s.order])).toEqual([
      ["Lamp room", 0],
      ["Stairs", 1],
    ]);
    expect(tour.markers.map((m) => m.id)).toEqual(["m1", "m2"]);
    expect(tour.initialView).toEqual({ sceneId: b.id, ...view });
  });

  it("refuses a dump naming what is wrong, and changes nothing", async () => {
    const before = await t.call({
      method: "GET",
      url: `/api/v1/tours/${tourId}`,
      headers: user.auth,
    });
    const res = await dump({
      scenes: [sceneEdit(a.id, "Stairs", 0)],
      markers: [link("m1", a.id, b.id)],
      initialView: null,
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({
      code: 10400,
      message: `body.markers.0.targetSceneId: scene ${b.id} is not in the tour`,
    });
    expect(
      (await dump({ scenes: [sceneEdit("nope", "x", 0)], markers: [], initialView: null }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.call({ method: "GET", url: `/api/v1/tours/${tourId}`, headers: user.auth })).body,
    ).toBe(before.body);
  });

  it("deletes markers in bulk; none found is 404", async () => {
    expect(
      dataOf(
        await t.call({
          method: "DELETE",
          url: `/api/v2/tours/${tourId}/markers`,
          headers: user.auth,
          payload: { ids: ["m2", "ghost"] },
        }),
      ),
    ).toBeNull();
    const tour = dataOf<Tour>(
      await t.call({ method: "GET", url: `/api/v1/tours/${tourId}`, headers: user.auth }),
    );
    expect(tour.markers.map((m) => m.id)).toEqual(["m1"]);
    expect(
      (
        await t.call({
          method: "DELETE",
          url: `/api/v2/tours/${tourId}/markers`,
          headers: user.auth,
          payload: { ids: ["ghost"] },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.call({
          method: "DELETE",
          url: `/api/v2/tours/${tourId}/markers`,
          headers: user.auth,
          payload: { ids: [] },
        })
      ).statusCode,
    ).toBe(400);
  });

  it("removes a scene left out, with its markers and files, giving its storage back", async () => {
    const before = (await usageOf(t, user.id)).contents;
    const tour = dataOf<Tour>(
      await dump({
        scenes: [sceneEdit(b.id, "Lamp room", 0)],
        markers: [],
        initialView: { sceneId: b.id, ...view },
      }),
    );
    expect(tour.scenes.map((s) => s.id)).toEqual([b.id]);
    expect((await usageOf(t, user.id)).contents).toBe(before - a.bytes);
    expect(await t.deps.files.list(a.prefix)).toEqual([]);
  });
});
