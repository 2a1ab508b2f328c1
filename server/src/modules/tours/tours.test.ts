import type { TourSettings } from "@orbis/core/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor, type TestApi } from "../../testing/apiClient";
import { fileForm } from "../../testing/multipart";
import { refusalOf } from "../../testing/refusal";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createProject, createTour, insertScene, usageOf } from "../../testing/tours";
import { createTestUser, type TestUser } from "../../testing/users";

const settings: TourSettings = {
  seo: null,
  og: null,
  ga: null,
  autorotate: 2,
  sceneList: false,
  geoMap: true,
};

describe.each(testEngines)("tours on %s", (engine) => {
  let t: TestApp;
  let user: TestUser;
  let api: TestApi;
  let tourId: string;
  const get = () => api.getTour({ params: { id: tourId } });
  const put = (body: Parameters<TestApi["updateTour"]>[0]["body"]) =>
    api.updateTour({ params: { id: tourId }, body });

  beforeAll(async () => {
    t = await startTestApp(engine);
    user = await createTestUser(t);
    api = apiFor(t, user);
    tourId = (await createTour(t, user, (await createProject(t, user)).id)).id;
  });
  afterAll(() => t.close());

  it("reads the whole tour with its scenes, served files and defaults", async () => {
    await insertScene(t, tourId);
    const tour = await get();
    expect(tour).toMatchObject({
      title: "Lighthouse",
      description: "",
      thumbnailUrl: null,
      settings: { seo: null, sceneList: true, autorotate: 0 },
    });
    expect(tour.scenes).toHaveLength(1);
    const preview = await t.call({ method: "GET", url: tour.scenes[0]?.previewUrl ?? "" });
    expect([preview.statusCode, preview.headers["content-type"]]).toEqual([200, "image/jpeg"]);
  });

  it("updates title, description and settings", async () => {
    const updated = await put({ title: "Harbour lights", description: "At dusk", settings });
    expect(updated).toMatchObject({ title: "Harbour lights", description: "At dusk", settings });
    expect((await refusalOf(put({}))).status).toBe(400);
    expect((await refusalOf(put({ settings: { ...settings, autorotate: 99 } }))).code).toBe(10400);
  });

  const planOnly: { key: "seo" | "og" | "ga"; patch: Partial<TourSettings>; code: number }[] = [
    { key: "seo", patch: { seo: { title: "t", description: "d", keywords: [] } }, code: 70004 },
    { key: "og", patch: { og: { title: "t", description: "d", imageUrl: null } }, code: 70005 },
    { key: "ga", patch: { ga: { measurementId: "G-AB12CD34EF" } }, code: 70006 },
  ];
  it.each(planOnly)(
    "refuses $key settings on the FREE plan with $code and keeps the old settings",
    async ({ key, patch, code }) => {
      const refused = await refusalOf(put({ settings: { ...settings, ...patch } }));
      expect([refused.status, refused.code]).toEqual([403, code]);
      expect((await get()).settings[key]).toBeNull();
    },
  );

  it("allows SEO, OG and GA on a plan that has them", async () => {
    const pro = await createTestUser(t, { planId: "pro" });
    const id = (await createTour(t, pro, (await createProject(t, pro)).id)).id;
    const all: TourSettings = {
      ...settings,
      seo: { title: "t", description: "d", keywords: ["360"] },
      og: { title: "t", description: "d", imageUrl: null },
      ga: { measurementId: "G-AB12CD34EF" },
    };
    await apiFor(t, pro).updateTour({ params: { id }, body: { settings: all } });
  });

  it("replaces the thumbnail, counting its bytes and giving the old ones back", async () => {
    const upload = async (width: number) => {
      const image = await sharp({
        create: { width, height: width / 2, channels: 3, background: "#246" },
      })
        .png()
        .toBuffer();
      return api.uploadTourThumbnail({
        params: { id: tourId },
        body: fileForm("file", image, "cover.png", "image/png"),
      });
    };
    const before = (await usageOf(t, user.id)).contents;
    const first = await upload(800);
    const served = await t.call({ method: "GET", url: first.thumbnailUrl });
    expect(served.statusCode).toBe(200);
    const size = await sharp(served.rawPayload).metadata();
    expect([size.width, size.height]).toEqual([640, 360]);
    expect((await usageOf(t, user.id)).contents).toBe(before + served.rawPayload.length);
    const second = await upload(400);
    expect((await t.call({ method: "GET", url: first.thumbnailUrl })).statusCode).toBe(404);
    const now = (await t.call({ method: "GET", url: second.thumbnailUrl })).rawPayload.length;
    expect((await usageOf(t, user.id)).contents).toBe(before + now);
  });

  it("deletes a tour (owner only) with its files, giving the storage back", async () => {
    const id = (
      await createTour(t, user, (await createProject(t, user, "contents", "Scratch")).id, "Scratch")
    ).id;
    const scene = await insertScene(t, id);
    const before = (await usageOf(t, user.id)).contents;
    expect(await api.deleteTour({ params: { id } })).toBeNull();
    expect((await usageOf(t, user.id)).contents).toBe(before - scene.bytes);
    expect(await t.deps.files.list(scene.prefix)).toEqual([]);
    expect((await refusalOf(api.deleteTour({ params: { id } }))).status).toBe(404);
  });
});
