import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor, type TestApi } from "../../testing/apiClient";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { insertScene, usageOf } from "../../testing/tours";
import { createTestUser, type TestUser } from "../../testing/users";
import { isReferencedByVersion, lockAgainstPublishing, versionReferences } from "../versions";
import { tourWithScene } from "./testing/testKit";

describe.each(testEngines)("what published versions keep alive on %s", (engine) => {
  let t: TestApp;
  let pro: TestUser;
  let api: TestApi;
  const publish = (id: string) => api.publishTour({ params: { id }, body: {} });

  beforeAll(async () => {
    t = await startTestApp(engine);
    pro = await createTestUser(t, { planId: "pro" });
    api = apiFor(t, pro);
  });
  afterAll(() => t.close());

  it("names the scene revisions and files a version links to", async () => {
    const { tourId, sceneId } = await tourWithScene(t, pro, "Kept");
    const store = { db: t.deps.db.kysely, files: t.deps.files };
    const scene = `tours/${tourId}/scenes/${sceneId}/`;
    expect(await isReferencedByVersion(store, scene)).toBe(false);
    const later = await insertScene(t, tourId, { title: "Later", order: 1 });
    await publish(tourId);
    expect(await versionReferences(store, tourId)).toEqual(
      expect.arrayContaining([`${scene}r1/tiles`, `${scene}r1/preview.jpg`]),
    );
    for (const [key, referenced] of [
      [scene, true],
      [`${scene}r1/`, true],
      [`${scene}r1/tiles/2/f0_1.jpg`, true],
      [`${scene}r2/`, false],
      [`tours/${tourId}/scenes/${crypto.randomUUID()}/`, false],
      [`published/${tourId}/v1.json`, false],
    ] as const) {
      expect([key, await isReferencedByVersion(store, key)]).toEqual([key, referenced]);
    }
    // Scenes removed from the tour since stay in the version.
    await api.dumpTour({
      params: { id: tourId },
      body: { scenes: [], markers: [], initialView: null },
    });
    expect(await isReferencedByVersion(store, later.prefix)).toBe(true);
  });

  it("lets a remover take the publication's locks and check inside its transaction", async () => {
    const { tourId, sceneId } = await tourWithScene(t, pro, "Locked");
    await publish(tourId);
    const referenced = await t.deps.db.kysely.transaction().execute(async (trx) => {
      await lockAgainstPublishing(trx, pro.id, tourId);
      return isReferencedByVersion(
        { db: trx, files: t.deps.files },
        `tours/${tourId}/scenes/${sceneId}/`,
      );
    });
    expect(referenced).toBe(true);
    expect((await publish(tourId)).version).toBe(2);
  });

  it("is removed with its tour: versions, snapshot files and their bytes", async () => {
    const start = (await usageOf(t, pro.id)).contents;
    const { tourId } = await tourWithScene(t, pro, "Gone");
    const before = (await usageOf(t, pro.id)).contents;
    await publish(tourId);
    await publish(tourId);
    expect((await usageOf(t, pro.id)).contents).toBeGreaterThan(before);
    await api.deleteTour({ params: { id: tourId } });
    const rows = await t.deps.db.kysely
      .selectFrom("publish_versions")
      .select("version")
      .where("tour_id", "=", tourId)
      .execute();
    expect(rows).toEqual([]);
    expect(await t.deps.files.list(`published/${tourId}/`)).toEqual([]);
    expect((await usageOf(t, pro.id)).contents).toBe(start);
  });
});
