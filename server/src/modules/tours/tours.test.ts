import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileForm, multipartPayload } from "../../testing/multipart";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createProject, createTour, dataOf, insertScene, usageOf } from "../../testing/tours";
import { createTestUser, type TestUser } from "../../testing/users";

type Tour = {
  id: string;
  title: string;
  description: string;
  scenes: { id: string; previewUrl: string }[];
  settings: Record<string, unknown>;
  thumbnailUrl: string | null;
};

const settings = { seo: null, og: null, ga: null, autorotate: 2, sceneList: false, geoMap: true };

describe.each(testEngines)("tours on %s", (engine) => {
  let t: TestApp;
  let user: TestUser;
  let tourId: string;
  const put = (payload: object, who = user) =>
    t.call({ method: "PUT", url: `/api/v1/tours/${tourId}`, headers: who.auth, payload });

  beforeAll(async () => {
    t = await startTestApp(engine);
    user = await createTestUser(t);
    tourId = (await createTour(t, user, (await createProject(t, user)).id)).id;
  });
  afterAll(() => t.close());

  it("reads the whole tour with its scenes, served files and defaults", async () => {
    await insertScene(t, tourId);
    const tour = dataOf<Tour>(
      await t.call({ method: "GET", url: `/api/v1/tours/${tourId}`, headers: user.auth }),
    );
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
    const updated = dataOf<Tour>(
      await put({ title: "Harbour lights", description: "At dusk", settings }),
    );
    expect(updated).toMatchObject({ title: "Harbour lights", description: "At dusk", settings });
    expect((await put({})).statusCode).toBe(400);
    expect(
      JSON.parse((await put({ settings: { ...settings, autorotate: 99 } })).body),
    ).toMatchObject({ code: 10400 });
  });

  it.each([
    ["seo", { title: "t", description: "d", keywords: [] }, 70004],
    ["og", { title: "t", description: "d", imageUrl: null }, 70005],
    ["ga", { measurementId: "G-AB12CD34EF" }, 70006],
  ])(
    "refuses %s settings on the FREE plan with %i and keeps the old settings",
    async (key, value, code) => {
      const res = await put({ settings: { ...settings, [key]: value } });
      expect(res.statusCode).toBe(403);
      expect((JSON.parse(res.body) as { code: number }).code).toBe(code);
      const tour = dataOf<Tour>(
        await t.call({ method: "GET", url: `/api/v1/tours/${tourId}`, headers: user.auth }),
      );
      expect(tour.settings[key]).toBeNull();
    },
  );

  it("allows SEO, OG and GA on a plan that has them", async () => {
    const pro = await createTestUser(t, { planId: "pro" });
    const id = (await createTour(t, pro, (await createProject(t, pro)).id)).id;
    const all = {
      ...settings,
      seo: { title: "t", description: "d", keywords: ["360"] },
      og: { title: "t", description: "d", imageUrl: null },
      ga: { measurementId: "G-AB12CD34EF" },
    };
    expect(
      (
        await t.call({
          method: "PUT",
          url: `/api/v1/tours/${id}`,
          headers: pro.auth,
          payload: { settings: all },
        })
      ).statusCode,
    ).toBe(200);
  });

  it("replaces the thumbnail, counting its bytes and giving the old ones back", async () => {
    const upload = async (width: number) => {
      const image = await sharp({
        create: { width, height: width / 2, channels: 3, background: "#246" },
      })
        .png()
        .toBuffer();
      const { payload, headers } = await multipartPayload(
        fileForm("file", image, "cover.png", "image/png"),
      );
      return t.call({
        method: "POST",
        url: `/api/v1/tours/${tourId}/thumbnail`,
        headers: { ...headers, ...user.auth },
        payload,
      });
    };
    const before = (await usageOf(t, user.id)).contents;
    const first = dataOf<{ thumbnailUrl: string }>(await upload(800));
    const served = await t.call({ method: "GET", url: first.thumbnailUrl });
    expect(served.statusCode).toBe(200);
    const size = await sharp(served.rawPayload).metadata();
    expect([size.width, size.height]).toEqual([640, 360]);
    expect((await usageOf(t, user.id)).contents).toBe(before + served.rawPayload.length);
    const second = dataOf<{ thumbnailUrl: string }>(await upload(400));
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
    expect(
      dataOf(await t.call({ method: "DELETE", url: `/api/v1/tours/${id}`, headers: user.auth })),
    ).toBeNull();
    expect((await usageOf(t, user.id)).contents).toBe(before - scene.bytes);
    expect(await t.deps.files.list(scene.prefix)).toEqual([]);
    expect(
      (await t.call({ method: "DELETE", url: `/api/v1/tours/${id}`, headers: user.auth }))
        .statusCode,
    ).toBe(404);
  });
});
