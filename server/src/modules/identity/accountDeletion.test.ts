import { cdnKeysOf } from "@orbis/core/tours";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor, type TestApi } from "../../testing/apiClient";
import { fileForm } from "../../testing/multipart";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { usageOf } from "../../testing/tours";
import { createTestUser, type TestUser } from "../../testing/users";
import { image } from "../hosting/testing";
import { seedCatalogueFiles } from "../models";
import { noiseImage } from "../tours/testing";

const picture = (width: number, height: number, format: "png" | "jpeg" = "png") =>
  sharp({ create: { width, height, channels: 3, background: "#2a6" } })
    .toFormat(format)
    .toBuffer();

/*
 * Deleting an account deletes everything it owns. The account builds up every kind of file the
 * API stores, the test collects every link the API handed out for them, then deletes the account
 * (with its password) and fetches each link again.
 */
describe.each(testEngines)("deleting an account with its files on %s", (engine) => {
  let t: TestApp;
  let leaver: TestUser;
  let bystander: TestUser;
  /** The leaver's calls. */
  let as: TestApi;
  const status = async (url: string) => (await t.call({ method: "GET", url })).statusCode;
  const tiled = async (tourId: string) => {
    for (let i = 0; i < 600; i++) {
      const tour = await as.getTour({ params: { id: tourId } });
      if (tour.scenes.every((s) => s.tiles !== null)) return tour;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error("tiling did not finish");
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    await seedCatalogueFiles(t.deps.db.kysely, t.deps.files);
    leaver = await createTestUser(t, { planId: "pro" });
    bystander = await createTestUser(t, { planId: "pro" });
    as = apiFor(t, leaver);
  });
  afterAll(() => t.close());

  it("leaves no file, link or ledger row of the account behind, and nobody else's is touched", async () => {
    const links: string[] = [];
    // A tour with a tiled scene (its private source too), a thumbnail, a geometry fill image,
    // a marker voice and a model copied from the catalogue.
    const { id: projectId } = await as.createProject({
      body: { name: "Harbour walk", kind: "contents" },
    });
    const { id: tourId } = await as.createProjectTour({
      params: { id: projectId },
      body: { title: "Lighthouse" },
    });
    const form = new FormData();
    form.append("files", new Blob([await noiseImage(2048, 1024, "jpeg")]), "harbour.jpg");
    await as.uploadTourFiles({ params: { id: tourId }, body: form });
    const sceneId = (await tiled(tourId)).scenes[0]?.id ?? "";
    const cover = fileForm("file", await picture(800, 400), "cover.png", "image/png");
    await as.uploadTourThumbnail({ params: { id: tourId }, body: cover });
    const view = { yaw: 0, pitch: 0, fov: 90 };
    await as.dumpTour({
      params: { id: tourId },
      body: {
        scenes: [
          { id: sceneId, title: "Quay", order: 0, initialView: view, northOffset: 0, geo: null },
        ],
        markers: [
          {
            id: "m1",
            sceneId,
            yaw: 0,
            pitch: 0,
            type: "info",
            title: "Crane",
            text: "The old crane.",
            url: null,
            voice: null,
          },
        ],
        initialView: { sceneId, ...view },
      },
    });
    await as.synthesizeMarkerVoice({
      params: { id: tourId, markerId: "m1" },
      body: { language: "en" },
    });
    const shapes = new FormData();
    shapes.append(
      "geometries",
      JSON.stringify([
        {
          id: "g1",
          sceneId,
          type: "polygon",
          title: "Pier",
          style: {
            strokeColor: "#ff6600",
            strokeWidth: 2,
            strokeOpacity: 1,
            fillColor: "#ffcc00",
            fillOpacity: 0.4,
            fillImage: "flag.png",
          },
          vertices: [
            { yaw: 0, pitch: -10 },
            { yaw: 20, pitch: -10 },
            { yaw: 20, pitch: -20 },
          ],
          geo: null,
        },
      ]),
    );
    shapes.append("images", new Blob([await picture(64, 32)], { type: "image/png" }), "flag.png");
    await as.saveTourGeometries({ params: { id: tourId }, body: shapes });
    await as.addTourModel({
      params: { id: tourId },
      body: {
        catalogueId: "bench",
        sceneId,
        name: "Bench",
        yaw: 30,
        pitch: -10,
        distance: 4,
        scale: 1,
        rotation: { heading: 90, pitch: 0, roll: 0 },
        geo: null,
      },
    });
    // A published version: its snapshot file, and the public page.
    const { slug } = await as.publishTour({ params: { id: tourId }, body: {} });
    links.push(`/t/${slug}`);
    const tour = await as.getTour({ params: { id: tourId } });
    for (const key of cdnKeysOf(tour)) {
      // The tile folder's link: one tile of it stands for the pyramid.
      links.push(key.endsWith("/tiles") ? `/cdn/${key}/1/f0_0.jpg` : `/cdn/${key}`);
    }
    // A hosted image with its embed page, and a profile picture.
    const hostingId = (await as.createProject({ body: { name: "Showroom", kind: "hosting" } })).id;
    const room = fileForm("files", await image(1024, 512), "room.jpg", "image/jpeg");
    const { stored } = await as.uploadHostingImages({ params: { id: hostingId }, body: room });
    const hosted = stored[0];
    links.push(hosted?.imageUrl ?? "", hosted?.thumbnailUrl ?? "", hosted?.embedUrl ?? "");
    const me = fileForm("file", await picture(300, 300, "jpeg"), "me.jpg", "image/jpeg");
    links.push((await as.uploadMyThumbnail({ body: me })).thumbnailUrl);

    // Someone else's project the leaver edits as a coworker: what the leaver put there is the
    // project owner's, and stays.
    const owner = apiFor(t, bystander);
    const { id: theirProject } = await owner.createProject({
      body: { name: "Harbour walk", kind: "contents" },
    });
    const { id: theirTour } = await owner.createProjectTour({
      params: { id: theirProject },
      body: { title: "Lighthouse" },
    });
    await owner.addProjectCoworker({
      params: { id: theirProject },
      body: { email: leaver.email, role: "editor" },
    });
    const theirCover = fileForm("file", await picture(400, 200), "c.png", "image/png");
    const { thumbnailUrl: kept } = await as.uploadTourThumbnail({
      params: { id: theirTour },
      body: theirCover,
    });
    const theirUsage = await usageOf(t, bystander.id);

    const kinds = [
      "/tiles/",
      "/preview.jpg",
      "/thumbnail.jpg",
      "/thumbnail-",
      "/geometries/",
      "/voices/",
      "/models/",
      "hosting/",
      "/i/",
      "users/",
      "/t/",
    ];
    for (const kind of kinds)
      expect(
        links.some((l) => l.includes(kind)),
        kind,
      ).toBe(true);
    for (const link of links) expect(await status(link), link).toBe(200);
    const folders = [
      `tours/${tourId}/`,
      `published/${tourId}/`,
      `hosting/${hostingId}/`,
      `users/${leaver.id}/`,
    ];
    for (const folder of folders) expect(await t.deps.files.list(folder), folder).not.toEqual([]);
    const source = (await t.deps.files.list(`tours/${tourId}/scenes/`)).filter((k) =>
      k.includes("/source."),
    );
    expect(source).toHaveLength(1);

    expect(await as.leave({ body: { password: leaver.password } })).toBeNull();

    for (const link of links) expect(await status(link), link).toBe(404);
    for (const folder of folders) expect(await t.deps.files.list(folder), folder).toEqual([]);
    const rows = await t.deps.db.kysely
      .selectFrom("stored_objects")
      .select("key")
      .where((eb) =>
        eb.or([
          eb("owner_id", "=", leaver.id),
          eb("project_id", "in", [projectId, hostingId]),
          eb("tour_id", "=", tourId),
        ]),
      )
      .execute();
    expect(rows).toEqual([]);
    // Nobody else's files, nor the shared catalogue, went with it.
    expect(await status(kept)).toBe(200);
    expect(await usageOf(t, bystander.id)).toEqual(theirUsage);
    const bench = await t.deps.db.kysely
      .selectFrom("catalogue_models")
      .select("file_key")
      .where("id", "=", "bench")
      .executeTakeFirstOrThrow();
    expect(await status(`/cdn/${bench.file_key}`)).toBe(200);
  });
});
