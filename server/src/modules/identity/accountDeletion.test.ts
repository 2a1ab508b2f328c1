import { cdnKeysOf } from "@orbis/core/tours";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileForm, multipartPayload } from "../../testing/multipart";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createProject, createTour, dataOf, usageOf } from "../../testing/tours";
import { createTestUser, type TestUser } from "../../testing/users";
import { type Image, image, type UploadResult, upload } from "../hosting/testing";
import { seedCatalogueFiles } from "../models";
import { publish } from "../publishing/testing";
import { noiseImage } from "../tours/testing";

type Tour = {
  scenes: { id: string; tiles: { baseUrl: string } | null }[];
};

const picture = (width: number, height: number, format: "png" | "jpeg" = "png") =>
  sharp({ create: { width, height, channels: 3, background: "#2a6" } })
    .toFormat(format)
    .toBuffer();

/*
 * Issue 13, item 3: deleting an account deletes everything it owns. The account builds up every
 * kind of file the API stores, the test collects every link the API handed out for them, then
 * deletes the account (with its password) and fetches each link again.
 */
describe.each(testEngines)("deleting an account with its files on %s", (engine) => {
  let t: TestApp;
  let leaver: TestUser;
  let bystander: TestUser;
  const multipart = async (method: "POST" | "PUT", url: string, form: FormData, who: TestUser) => {
    const { payload, headers } = await multipartPayload(form);
    return t.call({ method, url, payload, headers: { ...headers, ...who.auth } });
  };
  const status = async (url: string) => (await t.call({ method: "GET", url })).statusCode;
  const tiled = async (tourId: string) => {
    for (let i = 0; i < 600; i++) {
      const tour = dataOf<Tour>(
        await t.call({ method: "GET", url: `/api/v1/tours/${tourId}`, headers: leaver.auth }),
      );
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
  });
  afterAll(() => t.close());

  it("leaves no file, link or ledger row of the account behind, and nobody else's is touched", async () => {
    const links: string[] = [];
    // A tour with a tiled scene (its private source too), a thumbnail, a geometry fill image,
    // a marker voice and a model copied from the catalogue.
    const projectId = (await createProject(t, leaver)).id;
    const tourId = (await createTour(t, leaver, projectId)).id;
    const form = new FormData();
    form.append("files", new Blob([await noiseImage(2048, 1024, "jpeg")]), "harbour.jpg");
    dataOf(await multipart("POST", `/api/v1/tours/${tourId}/files`, form, leaver));
    const sceneId = (await tiled(tourId)).scenes[0]?.id ?? "";
    const cover = fileForm("file", await picture(800, 400), "cover.png", "image/png");
    dataOf(await multipart("POST", `/api/v1/tours/${tourId}/thumbnail`, cover, leaver));
    const view = { yaw: 0, pitch: 0, fov: 90 };
    dataOf(
      await t.call({
        method: "PUT",
        url: `/api/v1/tours/${tourId}/dump`,
        headers: leaver.auth,
        payload: {
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
      }),
    );
    dataOf(
      await t.call({
        method: "PUT",
        url: `/api/v2/polly/tours/${tourId}/markers/m1/voice`,
        headers: leaver.auth,
        payload: { language: "en" },
      }),
    );
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
    dataOf(await multipart("PUT", `/api/v2/tours/${tourId}/geometries`, shapes, leaver));
    dataOf(
      await t.call({
        method: "POST",
        url: `/api/v3/tour/${tourId}/model`,
        headers: leaver.auth,
        payload: {
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
      }),
    );
    // A published version: its snapshot file, and the public page.
    const { slug } = dataOf<{ slug: string }>(await publish(t, leaver, tourId));
    links.push(`/t/${slug}`);
    const tour = dataOf<Tour>(
      await t.call({ method: "GET", url: `/api/v1/tours/${tourId}`, headers: leaver.auth }),
    );
    for (const key of cdnKeysOf(tour)) {
      // The tile folder's link: one tile of it stands for the pyramid.
      links.push(key.endsWith("/tiles") ? `/cdn/${key}/1/f0_0.jpg` : `/cdn/${key}`);
    }
    // A hosted image with its embed page, and a profile picture.
    const hostingId = (await createProject(t, leaver, "hosting", "Showroom")).id;
    const [hosted] = dataOf<UploadResult>(
      await upload(t, leaver, hostingId, [["room.jpg", await image(1024, 512)]]),
    ).stored as Image[];
    links.push(hosted?.imageUrl ?? "", hosted?.thumbnailUrl ?? "", hosted?.embedUrl ?? "");
    const me = fileForm("file", await picture(300, 300, "jpeg"), "me.jpg", "image/jpeg");
    const profile = dataOf<{ thumbnailUrl: string }>(
      await multipart("POST", "/identity/v1/users/me/thumbnail", me, leaver),
    );
    links.push(profile.thumbnailUrl);

    // Someone else's project the leaver edits as a coworker: what the leaver put there is the
    // project owner's, and stays.
    const theirProject = (await createProject(t, bystander)).id;
    const theirTour = (await createTour(t, bystander, theirProject)).id;
    dataOf(
      await t.call({
        method: "POST",
        url: `/api/v2/projects/${theirProject}/coworkers`,
        headers: bystander.auth,
        payload: { email: leaver.email, role: "editor" },
      }),
    );
    const theirCover = fileForm("file", await picture(400, 200), "c.png", "image/png");
    const kept = dataOf<{ thumbnailUrl: string }>(
      await multipart("POST", `/api/v1/tours/${theirTour}/thumbnail`, theirCover, leaver),
    ).thumbnailUrl;
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

    const left = await t.call({
      method: "DELETE",
      url: "/identity/v1/users/me/leave",
      headers: leaver.auth,
      payload: { password: leaver.password },
    });
    expect(left.json()).toEqual({ code: 0, data: null });

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
