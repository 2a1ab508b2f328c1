import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { radiansToDegrees, verticalToHorizontalFov } from "@orbis/core/interop";
import { yawPitchToDirection } from "@orbis/core/panorama";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor, type TestApi } from "../../testing/apiClient";
import { fileForm } from "../../testing/multipart";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createProject } from "../../testing/tours";
import { createTestUser } from "../../testing/users";
import { tilePanorama } from "../tours";
import { directionColour, directionPanorama } from "../tours/testing";
import { colourAt, FACE_COLOURS, faceImage, type RawEntry, zipBytes } from "./testing/testArchives";
import { twoSceneZip } from "./testing/testKit";

const near = (got: { r: number; g: number; b: number }, want: readonly number[], by: number) =>
  [got.r, got.g, got.b].every((c, i) => Math.abs(c - (want[i] ?? 0)) <= by);

describe.each(testEngines)("importing tours on %s", (engine) => {
  let t: TestApp;
  let api: TestApi;
  let projectId: string;
  let work: string;
  /** Imports a ZIP into the project, under the title given if any. */
  const importZip = (zip: Buffer, title?: string) => {
    const form = fileForm("file", zip, "tour.zip", "application/zip");
    if (title !== undefined) form.append("title", title);
    return api.importTour({ params: { id: projectId }, body: form });
  };
  const tourOf = (id: string) => api.getTour({ params: { id } });
  /**
   * Waits until every scene of a tour is tiled or has failed, and answers their states, a
   * failure with its reason (so an unexpected one explains itself in the test's output).
   */
  const tiled = async (id: string) => {
    for (let i = 0; i < 900; i++) {
      const status = await api.getLayersStatus({ params: { id } });
      if (status.every((s) => s.state === "done" || s.state === "failed"))
        return status.map((s) =>
          s.error === null ? s.state : `${s.state}: ${s.error.code} ${s.error.message}`,
        );
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error("tiling did not finish");
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    const user = await createTestUser(t, { planId: "pro" });
    api = apiFor(t, user);
    projectId = (await createProject(t, user)).id;
    work = await mkdtemp(join(tmpdir(), "orbis-import-test-"));
  });
  afterAll(async () => {
    await t.close();
    await rm(work, { recursive: true, force: true });
  });

  /** Stored bytes of a tour's files, and what its ledger rows say. */
  const bytesOf = async (tourId: string) => {
    const keys = await t.deps.files.list(`tours/${tourId}/`);
    const stored = (await Promise.all(keys.map((k) => t.deps.files.stat(k)))).reduce(
      (n, s) => n + (s?.bytes ?? 0),
      0,
    );
    const ledger = await t.deps.db.kysely
      .selectFrom("stored_objects")
      .select((eb) => eb.fn.sum("bytes").as("b"))
      .where("tour_id", "=", tourId)
      .executeTakeFirstOrThrow();
    return { stored, ledger: Number(ledger.b ?? 0) };
  };

  it("imports a Pannellum tour of two equirectangular scenes, tiled, with its links, info spots and views", async () => {
    const { tour: item, warnings } = await importZip(await twoSceneZip());
    expect(item).toMatchObject({ title: "Head office", sceneCount: 2 });
    expect(warnings).toEqual([]);
    expect(await tiled(item.id)).toEqual(["done", "done"]);
    const tour = await tourOf(item.id);
    const [lobby, hall] = tour.scenes;
    if (lobby === undefined || hall === undefined) throw new Error("two scenes expected");
    expect(lobby).toMatchObject({
      title: "Lobby",
      fileName: "lobby.jpg",
      order: 0,
      image: { width: 2048, height: 1024 },
      tiles: { cubeSize: 648, levels: 2, tileSize: 512 },
      initialView: { yaw: 30, pitch: -5, fov: 90 },
      northOffset: -45,
    });
    expect(hall).toMatchObject({
      title: "Hall",
      order: 1,
      initialView: { yaw: -20, pitch: 0, fov: 100 },
    });
    expect(tour.initialView).toEqual({ sceneId: lobby.id, yaw: 30, pitch: -5, fov: 90 });
    expect(tour.markers).toEqual([
      {
        id: expect.any(String),
        sceneId: lobby.id,
        type: "link",
        yaw: 120,
        pitch: -10,
        targetSceneId: hall.id,
        targetView: { yaw: -60, pitch: 2, fov: 75 },
      },
      {
        id: expect.any(String),
        sceneId: lobby.id,
        type: "info",
        yaw: -45,
        pitch: 4,
        title: "Reception",
        text: "Open 9 to 18",
        url: "https://example.com/desk",
        voice: null,
      },
    ]);
    for (const url of [`${lobby.tiles?.baseUrl}/2/f1_1.jpg`, hall.previewUrl, hall.thumbnailUrl])
      expect((await t.call({ method: "GET", url: url ?? "" })).statusCode).toBe(200);
    const bytes = await bytesOf(item.id);
    expect(bytes.ledger).toBe(bytes.stored);
    // Nothing of the archive is left in the server's temp folder.
    const temp = await readdir(join(t.deps.config.dataDir, "tmp")).catch(() => []);
    expect(temp.filter((n) => n.startsWith("import-"))).toEqual([]);
  });

  it("imports a Pannellum multires tour cut by our own tiler, rebuilding the panorama from its tiles", async () => {
    const source = join(work, "direction.png");
    await writeFile(source, await directionPanorama(2048));
    const { layout } = await tilePanorama(source, join(work, "multires"));
    const tileDir = join(work, "multires", "tiles");
    const tiles = (await readdir(tileDir, { recursive: true, withFileTypes: true })).filter((e) =>
      e.isFile(),
    );
    const entries: RawEntry[] = await Promise.all(
      tiles.map(async (e) => ({
        name: `pano/tiles/${join(e.parentPath, e.name).slice(tileDir.length + 1)}`,
        data: await readFile(join(e.parentPath, e.name)),
      })),
    );
    const config = {
      default: { firstScene: "sphere", title: "Tiled sphere" },
      scenes: {
        sphere: {
          title: "Sphere",
          type: "multires",
          multiRes: {
            basePath: "./tiles",
            path: "/%l/%s%y_%x",
            extension: "jpg",
            tileResolution: layout.tileSize,
            maxLevel: layout.levels,
            cubeResolution: layout.cubeSize,
          },
        },
      },
    };
    entries.push({ name: "pano/config.json", data: JSON.stringify(config) });
    const { tour: item } = await importZip(zipBytes(entries));
    expect(await tiled(item.id)).toEqual(["done"]);
    const [scene] = (await tourOf(item.id)).scenes;
    expect(scene).toMatchObject({
      title: "Sphere",
      fileName: "sphere.jpg",
      image: { width: 4 * layout.cubeSize, height: 2 * layout.cubeSize },
      tiles: { levels: 2 },
    });
    // The rebuilt panorama looks where the original did: colours are directions.
    const preview = (await t.call({ method: "GET", url: scene?.previewUrl ?? "" })).rawPayload;
    for (const [yaw, pitch] of [
      [0, 0],
      [90, 10],
      [-135, -30],
      [170, 60],
      [45, -70],
      [-60, 80],
    ] as const) {
      const want = directionColour([...yawPitchToDirection({ yaw, pitch })]);
      expect(near(await colourAt(preview, yaw, pitch), want, 12), `${yaw}, ${pitch}`).toBe(true);
    }
  });

  it("imports a Marzipano Tool export: tiles rebuilt into panoramas, angles in degrees with pitch up", async () => {
    const levelsOf = (top: number) =>
      [
        { tileSize: 256, size: 256, fallbackOnly: true },
        { tileSize: 512, size: 512 },
      ].concat(top > 512 ? [{ tileSize: 512, size: top }] : []);
    const entries: RawEntry[] = [];
    for (const [id, top] of [
      ["0-room", 1024],
      ["1-yard", 512],
    ] as const) {
      for (const [face, colour] of Object.entries(FACE_COLOURS)) {
        const full = await faceImage(top, colour);
        for (const [z, level] of levelsOf(top).entries()) {
          const image = await sharp(full).resize(level.size, level.size).toBuffer();
          const side = level.size / level.tileSize;
          for (let y = 0; y < side; y++)
            for (let x = 0; x < side; x++) {
              const tile = await sharp(image)
                .extract({
                  left: x * level.tileSize,
                  top: y * level.tileSize,
                  width: level.tileSize,
                  height: level.tileSize,
                })
                .jpeg()
                .toBuffer();
              entries.push({
                name: `app-files/tiles/${id}/${z}/${face}/${y}/${x}.jpg`,
                data: tile,
              });
            }
        }
      }
    }
    const data = {
      scenes: [
        {
          id: "0-room",
          name: "Room",
          levels: levelsOf(1024),
          faceSize: 1024,
          initialViewParameters: { yaw: 0.5, pitch: -0.2, fov: 1.2 },
          linkHotspots: [{ yaw: Math.PI / 2, pitch: 0.1, rotation: 0, target: "1-yard" }],
          infoHotspots: [{ yaw: -1, pitch: -0.3, title: "Window", text: "Faces <b>south</b>" }],
        },
        {
          id: "1-yard",
          name: "Yard",
          levels: levelsOf(512),
          faceSize: 512,
          linkHotspots: [],
          infoHotspots: [],
        },
      ],
      name: "Marzipano house",
      settings: {
        mouseViewMode: "drag",
        autorotateEnabled: false,
        fullscreenButton: false,
        viewControlButtons: false,
      },
    };
    entries.push(
      { name: "app-files/data.js", data: `var APP_DATA = ${JSON.stringify(data, null, 2)};\n` },
      { name: "app-files/index.html", data: "<!DOCTYPE html><title>Marzipano</title>" },
      { name: "app-files/vendor/marzipano.js", data: "/* viewer */" },
    );
    const { tour: item, warnings } = await importZip(zipBytes(entries), "My house");
    expect(item).toMatchObject({ title: "My house", sceneCount: 2 });
    expect(warnings).toEqual([expect.stringContaining("HTML markup of the text converted")]);
    expect(await tiled(item.id)).toEqual(["done", "done"]);
    const tour = await tourOf(item.id);
    const [room, yard] = tour.scenes;
    expect(room?.image).toMatchObject({ width: 4096, height: 2048 });
    expect(yard?.image).toMatchObject({ width: 2048, height: 1024 });
    expect(room?.initialView.yaw).toBeCloseTo(radiansToDegrees(0.5), 9);
    expect(room?.initialView.pitch).toBeCloseTo(radiansToDegrees(0.2), 9);
    expect(room?.initialView.fov).toBeCloseTo(
      verticalToHorizontalFov(radiansToDegrees(1.2), 16 / 9),
      9,
    );
    const [link, info] = tour.markers;
    expect(link).toMatchObject({
      type: "link",
      sceneId: room?.id,
      targetSceneId: yard?.id,
      yaw: 90,
    });
    expect(link?.pitch).toBeCloseTo(-radiansToDegrees(0.1), 9);
    expect(info).toMatchObject({ type: "info", title: "Window", text: "Faces south" });
    expect(info?.yaw).toBeCloseTo(-radiansToDegrees(1), 9);
    // Each face lands where it faces.
    const preview = (await t.call({ method: "GET", url: room?.previewUrl ?? "" })).rawPayload;
    for (const [face, yaw, pitch] of [
      ["f", 0, 0],
      ["r", 90, 0],
      ["b", 180, 0],
      ["l", -90, 0],
      ["u", 0, 80],
      ["d", 0, -80],
    ] as const) {
      const { r, g, b } = FACE_COLOURS[face];
      const got = await colourAt(preview, yaw, pitch);
      expect(near(got, [r, g, b], 20), `${face} ${JSON.stringify(got)}`).toBe(true);
    }
  });
});
