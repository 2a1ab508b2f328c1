import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor, type TestApi } from "../../testing/apiClient";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { insertScene, usageOf } from "../../testing/tours";
import { createTestUser, type TestUser } from "../../testing/users";
import { tourWithScene, visit, writeTile } from "./testing/testKit";

const view = { yaw: 0, pitch: 0, fov: 90 };
const sceneEdit = (id: string, order: number) => ({
  id,
  title: `S${order}`,
  order,
  initialView: view,
  northOffset: 0,
  geo: null,
});

describe.each(testEngines)("published versions outlive the tour's edits on %s", (engine) => {
  let t: TestApp;
  let user: TestUser;
  let api: TestApi;
  const publish = async (id: string) => (await api.publishTour({ params: { id }, body: {} })).slug;
  beforeAll(async () => {
    t = await startTestApp(engine);
    user = await createTestUser(t, { planId: "pro" });
    api = apiFor(t, user);
  });
  afterAll(() => t.close());

  it("keeps a removed scene's files while a version shows it, and frees them with the tour", async () => {
    const { tourId, sceneId } = await tourWithScene(t, user);
    await writeTile(t, tourId, sceneId, "1/f0_0.jpg");
    const other = await insertScene(t, tourId, { order: 1 });
    const slug = await publish(tourId);
    const usage = (await usageOf(t, user.id)).contents;
    // The editor drops the published scene from the tour.
    const onlyOther = {
      scenes: [sceneEdit(other.id, 0)],
      markers: [],
      initialView: { sceneId: other.id, ...view },
    };
    await api.dumpTour({ params: { id: tourId }, body: onlyOther });
    expect((await usageOf(t, user.id)).contents).toBe(usage);
    expect(
      (await visit(t, `/cdn/tours/${tourId}/scenes/${sceneId}/r1/tiles/1/f0_0.jpg`)).statusCode,
    ).toBe(200);
    expect((await visit(t, `/t/${slug}`)).statusCode).toBe(200);
    // A scene never published goes at once.
    const third = await insertScene(t, tourId, { order: 2 });
    const before = (await usageOf(t, user.id)).contents;
    await api.dumpTour({ params: { id: tourId }, body: onlyOther });
    expect((await usageOf(t, user.id)).contents).toBe(before - third.bytes);
    expect(await t.deps.files.list(third.prefix)).toEqual([]);
    // Deleting the tour takes everything, versions included.
    await api.deleteTour({ params: { id: tourId } });
    expect(await t.deps.files.list(`tours/${tourId}/`)).toEqual([]);
    expect(await t.deps.files.list(`published/${tourId}/`)).toEqual([]);
  });

  it("copies a published tour without touching its versions", async () => {
    const { tourId } = await tourWithScene(t, user, "Published one");
    const slug = await publish(tourId);
    const copy = await api.copyTour({ params: { id: tourId }, body: {} });
    expect(copy.published).toBe(false);
    expect((await visit(t, `/t/${slug}`)).statusCode).toBe(200);
    expect((await visit(t, `/t/${slug}/tour.json`)).statusCode).toBe(200);
    expect(await t.deps.files.list(`published/${copy.id}/`)).toEqual([]);
    await api.deleteTour({ params: { id: copy.id } });
    expect((await visit(t, `/t/${slug}/tour.json`)).statusCode).toBe(200);
  });
});
