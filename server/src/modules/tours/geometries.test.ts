import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor, type TestApi } from "../../testing/apiClient";
import { refusalOf } from "../../testing/refusal";
import { routeUrl } from "../../testing/routeUrl";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createProject, createTour, insertScene, usageOf } from "../../testing/tours";
import { createTestUser, type TestUser } from "../../testing/users";

const style = {
  strokeColor: "#ff6600",
  strokeWidth: 2,
  strokeOpacity: 1,
  fillColor: "#ffcc00",
  fillOpacity: 0.4,
  fillImage: null as string | null,
};

describe.each(testEngines)("geometries on %s", (engine) => {
  let t: TestApp;
  let user: TestUser;
  let api: TestApi;
  let tourId: string;
  let sceneId: string;
  let otherTourId: string;
  const polygon = (id: string, fillImage: string | null = null) => ({
    id,
    sceneId,
    type: "polygon",
    title: "Pier",
    style: { ...style, fillImage },
    vertices: [
      { yaw: 0, pitch: -10 },
      { yaw: 20, pitch: -10 },
      { yaw: 20, pitch: -20 },
    ],
    geo: null,
  });
  const save = async (
    geometries: unknown,
    images: { name: string; bytes: Uint8Array; type: string }[] = [],
  ) => {
    const form = new FormData();
    form.append(
      "geometries",
      typeof geometries === "string" ? geometries : JSON.stringify(geometries),
    );
    for (const image of images)
      form.append("images", new Blob([image.bytes], { type: image.type }), image.name);
    return api.saveTourGeometries({ params: { id: tourId }, body: form });
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    user = await createTestUser(t);
    api = apiFor(t, user);
    tourId = (await createTour(t, user, (await createProject(t, user)).id)).id;
    sceneId = (await insertScene(t, tourId)).id;
    otherTourId = (await createTour(t, user, (await createProject(t, user)).id, "Other")).id;
  });
  afterAll(() => t.close());

  it("stores a fill image named by a part, links it, and gives it back when no longer used", async () => {
    const png = await sharp({
      create: { width: 128, height: 64, channels: 4, background: "#f00a" },
    })
      .png()
      .toBuffer();
    const before = (await usageOf(t, user.id)).contents;
    const saved = await save(
      [polygon("g1", "flag.png"), polygon("g2")],
      [{ name: "flag.png", bytes: png, type: "image/png" }],
    );
    const link = saved[0]?.style.fillImage ?? "";
    expect(link).toMatch(new RegExp(`^/cdn/tours/${tourId}/geometries/[0-9a-f]+\\.png$`));
    expect((await t.call({ method: "GET", url: link })).statusCode).toBe(200);
    expect((await usageOf(t, user.id)).contents).toBe(before + png.length);
    // Saving the link itself keeps the image; dropping it gives the bytes back.
    expect((await save([polygon("g1", link)]))[0]?.style.fillImage).toBe(link);
    expect((await usageOf(t, user.id)).contents).toBe(before + png.length);
    await save([polygon("g1")]);
    expect((await usageOf(t, user.id)).contents).toBe(before);
    expect((await t.call({ method: "GET", url: link })).statusCode).toBe(404);
  });

  it("refuses bad lists naming the field, and changes nothing", async () => {
    await save([polygon("keep")]);
    const cases: [unknown, string][] = [
      ["{not json", "body.geometries: not valid JSON"],
      [[{ ...polygon("x"), vertices: [{ yaw: 0, pitch: 0 }] }], "body.geometries.0.vertices"],
      [
        [{ ...polygon("x"), sceneId: "elsewhere" }],
        "body.geometries.0.sceneId: scene elsewhere is not in the tour",
      ],
      [[polygon("x"), polygon("x")], "body.geometries.1.id: geometry x is listed twice"],
      [
        [polygon("x", "missing.png")],
        'body.geometries.0.style.fillImage: no image part named "missing.png"',
      ],
      // Inside the tour's folder by its first characters only: never stored, never released.
      [
        [polygon("x", `/cdn/tours/${tourId}/geometries/../../${otherTourId}/geometries/00ff.png`)],
        "body.geometries.0.style.fillImage: ",
      ],
      [
        [polygon("x", `/cdn/tours/${tourId}/geometries/00ff.png/..`)],
        "is not one of this tour's geometry images",
      ],
    ];
    for (const [body, message] of cases) {
      const refused = await refusalOf(save(body));
      expect(refused.status).toBe(400);
      expect(refused.message).toContain(message);
    }
    const fake = await refusalOf(
      save(
        [polygon("x", "fake.png")],
        [{ name: "fake.png", bytes: new TextEncoder().encode("<svg/>"), type: "image/png" }],
      ),
    );
    expect(fake.status).toBe(415);
    const tour = await api.getTour({ params: { id: tourId } });
    expect(tour.geometries.map((g) => g.id)).toEqual(["keep"]);
  });

  it("deletes one geometry; a missing one is 404", async () => {
    const keep = { params: { id: tourId, geometryId: "keep" }, body: { useType: 0 } } as const;
    expect(await api.deleteTourGeometry(keep)).toBeNull();
    expect((await refusalOf(api.deleteTourGeometry(keep))).status).toBe(404);
    // A use type other than the contract's literal 0: only a raw body can carry it.
    const otherUse = await t.call({
      method: "DELETE",
      url: routeUrl("deleteTourGeometry", keep.params),
      headers: user.auth,
      payload: { useType: 1 },
    });
    expect(otherUse.statusCode).toBe(400);
  });
});
