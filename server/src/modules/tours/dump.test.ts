import type { Marker, TourDump } from "@orbis/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor, type TestApi } from "../../testing/apiClient";
import { refusalOf } from "../../testing/refusal";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createProject, createTour, insertScene, usageOf } from "../../testing/tours";
import { createTestUser, type TestUser } from "../../testing/users";

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
  let api: TestApi;
  let tourId: string;
  let a: Awaited<ReturnType<typeof insertScene>>;
  let b: Awaited<ReturnType<typeof insertScene>>;
  const dump = (body: TourDump) => api.dumpTour({ params: { id: tourId }, body });
  const get = () => api.getTour({ params: { id: tourId } });
  const deleteMarkers = (ids: string[]) =>
    api.deleteTourMarkers({ params: { id: tourId }, body: { ids } });
  const link = (id: string, from: string, to: string): Marker => ({
    id,
    sceneId: from,
    yaw: 30,
    pitch: 0,
    type: "link",
    targetSceneId: to,
    targetView: { yaw: 180, pitch: 0 },
  });
  const info = (id: string, sceneId: string): Marker => ({
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
    api = apiFor(t, user);
    tourId = (await createTour(t, user, (await createProject(t, user)).id)).id;
    a = await insertScene(t, tourId, { title: "A" });
    b = await insertScene(t, tourId, { title: "B", order: 1 });
  });
  afterAll(() => t.close());

  it("saves scenes, markers and the initial view at once", async () => {
    const tour = await dump({
      scenes: [sceneEdit(b.id, "Lamp room", 0), sceneEdit(a.id, "Stairs", 1)],
      markers: [link("m1", a.id, b.id), info("m2", b.id)],
      initialView: { sceneId: b.id, ...view },
    });
    expect(tour.scenes.map((s) => [s.title, s.order])).toEqual([
      ["Lamp room", 0],
      ["Stairs", 1],
    ]);
    expect(tour.markers.map((m) => m.id)).toEqual(["m1", "m2"]);
    expect(tour.initialView).toEqual({ sceneId: b.id, ...view });
  });

  it("refuses a dump naming what is wrong, and changes nothing", async () => {
    const before = await get();
    const refused = await refusalOf(
      dump({
        scenes: [sceneEdit(a.id, "Stairs", 0)],
        markers: [link("m1", a.id, b.id)],
        initialView: null,
      }),
    );
    expect([refused.status, refused.code, refused.message]).toEqual([
      400,
      10400,
      `body.markers.0.targetSceneId: scene ${b.id} is not in the tour`,
    ]);
    const unknown = dump({ scenes: [sceneEdit("nope", "x", 0)], markers: [], initialView: null });
    expect((await refusalOf(unknown)).status).toBe(400);
    expect(await get()).toEqual(before);
  });

  it("deletes markers in bulk; none found is 404", async () => {
    expect(await deleteMarkers(["m2", "ghost"])).toBeNull();
    expect((await get()).markers.map((m) => m.id)).toEqual(["m1"]);
    expect((await refusalOf(deleteMarkers(["ghost"]))).status).toBe(404);
    expect((await refusalOf(deleteMarkers([]))).status).toBe(400);
  });

  it("removes a scene left out, with its markers and files, giving its storage back", async () => {
    const before = (await usageOf(t, user.id)).contents;
    const tour = await dump({
      scenes: [sceneEdit(b.id, "Lamp room", 0)],
      markers: [],
      initialView: { sceneId: b.id, ...view },
    });
    expect(tour.scenes.map((s) => s.id)).toEqual([b.id]);
    expect((await usageOf(t, user.id)).contents).toBe(before - a.bytes);
    expect(await t.deps.files.list(a.prefix)).toEqual([]);
  });
});
