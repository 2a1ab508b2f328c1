import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { dataOf, insertScene, usageOf } from "../../testing/tours";
import { createTestUser, type TestUser } from "../../testing/users";
import { publish, tourWithScene, visit, writeTile } from "./testKit";

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
  beforeAll(async () => {
    t = await startTestApp(engine);
    user = await createTestUser(t, { planId: "pro" });
  });
  afterAll(() => t.close());

  it("keeps a removed scene's files while a version shows it, and frees them with the tour", async () => {
    const { tourId, sceneId } = await tourWithScene(t, user);
    await writeTile(t, tourId, sceneId, "1/f0_0.jpg");
    const other = await insertScene(t, tourId, { order: 1 });
    const slug = dataOf<{ slug: string }>(await publish(t, user, tourId)).slug;
    const usage = (await usageOf(t, user.id)).contents;
    // The editor drops the published scene from the tour.
    const dumped = await t.call({
      method: "PUT",
      url: `/api/v1/tours/${tourId}/dump`,
      headers: user.auth,
      payload: {
        scenes: [sceneEdit(other.id, 0)],
        markers: [],
        initialView: { sceneId: other.id, ...view },
      },
    });
    expect(dumped.statusCode).toBe(200);
    expect((await usageOf(t, user.id)).contents).toBe(usage);
    expect(
      (await visit(t, `/cdn/tours/${tourId}/scenes/${sceneId}/r1/tiles/1/f0_0.jpg`)).statusCode,
    ).toBe(200);
    expect((await visit(t, `/t/${slug}`)).statusCode).toBe(200);
    // A scene never published goes at once.
    const third = await insertScene(t, tourId, { order: 2 });
    const before = (await usageOf(t, user.id)).contents;
    await t.call({
      method: "PUT",
      url: `/api/v1/tours/${tourId}/dump`,
      headers: user.auth,
      payload: {
        scenes: [sceneEdit(other.id, 0)],
        markers: [],
        initialView: { sceneId: other.id, ...view },
      },
    });
    expect((await usageOf(t, user.id)).contents).toBe(before - third.bytes);
    expect(await t.deps.files.list(third.prefix)).toEqual([]);
    // Deleting the tour takes everything, versions included.
    await t.call({ method: "DELETE", url: `/api/v1/tours/${tourId}`, headers: user.auth });
    expect(await t.deps.files.list(`tours/${tourId}/`)).toEqual([]);
    expect(await t.deps.files.list(`published/${tourId}/`)).toEqual([]);
  });

  it("copies a published tour without touching its versions", async () => {
    const { tourId } = await tourWithScene(t, user, "Published one");
    const slug = dataOf<{ slug: string }>(await publish(t, user, tourId)).slug;
    const copy = dataOf<{ id: string; published: boolean }>(
      await t.call({
        method: "POST",
        url: `/api/v2/tours/${tourId}/copy`,
        headers: user.auth,
        payload: {},
      }),
    );
    expect(copy.published).toBe(false);
    expect((await visit(t, `/t/${slug}`)).statusCode).toBe(200);
    expect((await visit(t, `/t/${slug}/tour.json`)).statusCode).toBe(200);
    expect(await t.deps.files.list(`published/${copy.id}/`)).toEqual([]);
    await t.call({ method: "DELETE", url: `/api/v1/tours/${copy.id}`, headers: user.auth });
    expect((await visit(t, `/t/${slug}/tour.json`)).statusCode).toBe(200);
  });
});
