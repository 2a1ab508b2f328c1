import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Marker } from "../contract/entities/marker";
import type { Scene } from "../contract/entities/scene";
import { type Tour, tourSchema } from "../contract/entities/tour";
import { isAppError } from "../errors/AppError";
import { runs } from "../testing/propertyRuns";
import { normalizeYaw } from "./angles";
import { toPannellumTour } from "./pannellumExport";
import { parsePannellumTour } from "./pannellumImport";
import { pannellumTourSchema } from "./pannellumSchema";
import type { ImportPlan } from "./plan";

const AT = "2024-05-01T09:30:00Z";
const tilesBase = (sceneId: string) => `/cdn/tours/t1/scenes/${sceneId}/tiles`;

const baseScene = (id: string, order: number, title: string): Scene => ({
  id,
  title,
  order,
  fileName: `${id}.jpg`,
  image: { width: 8192, height: 4096, bytes: 5_000_000, sha256: null },
  tiles: { tileSize: 512, cubeSize: 2608, levels: 4, baseUrl: "/cdn/tours/t1/scenes/s1/r1/tiles" },
  previewUrl: `/cdn/tours/t1/scenes/${id}/preview.jpg`,
  thumbnailUrl: null,
  initialView: { yaw: 0, pitch: 0, fov: 100 },
  northOffset: 0,
  geo: null,
});

const settings = { seo: null, og: null, ga: null, autorotate: 0, sceneList: true, geoMap: false };

/** A three-scene tour, checked against the contract: two tiled scenes, one not yet tiled. */
const sample: Tour = tourSchema.parse({
  id: "t1",
  projectId: "p1",
  title: "Head office",
  description: "",
  scenes: [
    {
      ...baseScene("hall", 1, "Hall"),
      initialView: { yaw: -120.5, pitch: 4, fov: 90 },
      northOffset: 30,
    },
    { ...baseScene("lobby", 0, "Lobby"), initialView: { yaw: 10, pitch: -5, fov: 110 } },
    { ...baseScene("garden", 2, "Garden <east>"), tiles: null, northOffset: -180 },
  ],
  markers: [
    {
      id: "m1",
      sceneId: "lobby",
      type: "link",
      yaw: 45,
      pitch: -10,
      targetSceneId: "hall",
      targetView: { yaw: 180, pitch: 0, fov: 80 },
    },
    {
      id: "m2",
      sceneId: "lobby",
      type: "info",
      yaw: -120,
      pitch: 20,
      title: "Reception",
      text: "Open from 9 to 6.\nClosed on Sundays.",
      url: "https://example.com/hours",
      voice: { language: "ko", url: "/cdn/v.mp3" },
    },
    {
      id: "m3",
      sceneId: "hall",
      type: "link",
      yaw: 170,
      pitch: 0,
      targetSceneId: "garden",
      targetView: { yaw: -90, pitch: 12.5 },
    },
    {
      id: "m4",
      sceneId: "garden",
      type: "info",
      yaw: 0,
      pitch: 0,
      title: "Roses & <tulips>",
      text: "",
      url: null,
      voice: null,
    },
  ],
  geometries: [],
  models: [],
  initialView: { sceneId: "lobby", yaw: 33, pitch: 1, fov: 95 },
  thumbnailUrl: null,
  settings: { ...settings, autorotate: -4 },
  publishHistory: [],
  createdAt: AT,
  updatedAt: AT,
});

describe("toPannellumTour", () => {
  const out = toPannellumTour(sample, { sceneTilesBase: tilesBase, author: "Kim" });

  it("writes a valid Pannellum tour: default block and scenes in order", () => {
    expect(pannellumTourSchema.safeParse(out).success).toBe(true);
    expect(out.default).toEqual({
      firstScene: "lobby",
      title: "Head office",
      author: "Kim",
      sceneFadeDuration: 1000,
      autoLoad: true,
      autoRotate: 4,
    });
    expect(out.escapeHTML).toBe(true);
    expect(Object.keys(out.scenes)).toEqual(["lobby", "hall", "garden"]);
  });

  it("writes tiled scenes as multires from scene.tiles, the start scene with the tour's view", () => {
    expect(out.scenes.lobby).toEqual({
      title: "Lobby",
      type: "multires",
      multiRes: {
        basePath: "/cdn/tours/t1/scenes/lobby/tiles",
        path: "/%l/%s%y_%x",
        extension: "jpg",
        tileResolution: 512,
        maxLevel: 4,
        cubeResolution: 2608,
      },
      yaw: 33,
      pitch: 1,
      hfov: 95,
      northOffset: 0,
      hotSpots: [
        {
          id: "m1",
          type: "scene",
          yaw: 45,
          pitch: -10,
          text: "Hall",
          sceneId: "hall",
          targetYaw: 180,
          targetPitch: 0,
          targetHfov: 80,
        },
        {
          id: "m2",
          type: "info",
          yaw: -120,
          pitch: 20,
          text: "Reception\nOpen from 9 to 6.\nClosed on Sundays.",
          URL: "https://example.com/hours",
        },
      ],
    });
    expect(out.scenes.hall).toMatchObject({ yaw: -120.5, pitch: 4, hfov: 90, northOffset: -30 });
    expect(out.scenes.hall?.hotSpots).toEqual([
      {
        id: "m3",
        type: "scene",
        yaw: 170,
        pitch: 0,
        text: "Garden <east>",
        sceneId: "garden",
        targetYaw: -90,
        targetPitch: 12.5,
        targetHfov: "same",
      },
    ]);
  });

  it("writes an untiled scene as equirectangular, from its preview or the given URL", () => {
    expect(out.scenes.garden).toMatchObject({
      type: "equirectangular",
      panorama: "/cdn/tours/t1/scenes/garden/preview.jpg",
      northOffset: 180,
    });
    expect(out.scenes.garden?.multiRes).toBeUndefined();
    const own = toPannellumTour(sample, {
      sceneTilesBase: tilesBase,
      panoramaUrl: (s) => `/full/${s.id}.jpg`,
    });
    expect(own.scenes.garden?.panorama).toBe("/full/garden.jpg");
  });

  it("takes tile layout options and leaves out links to missing scenes", () => {
    const dangling: Marker = {
      id: "m9",
      sceneId: "hall",
      type: "link",
      yaw: 0,
      pitch: 0,
      targetSceneId: "gone",
      targetView: { yaw: 0, pitch: 0 },
    };
    const tour = { ...sample, markers: [...sample.markers, dangling], initialView: null, settings };
    const custom = toPannellumTour(tour, {
      sceneTilesBase: tilesBase,
      tilePath: "/%l/%s/%y/%x",
      extension: "webp",
      fallbackPath: "/fallback/%s",
      sceneFadeDuration: 0,
      autoLoad: false,
    });
    expect(custom.scenes.lobby?.multiRes).toMatchObject({
      path: "/%l/%s/%y/%x",
      extension: "webp",
      fallbackPath: "/fallback/%s",
    });
    expect(custom.default).toMatchObject({
      firstScene: "lobby",
      sceneFadeDuration: 0,
      autoLoad: false,
    });
    expect(custom.default.autoRotate).toBeUndefined();
    expect(custom.scenes.lobby).toMatchObject({ yaw: 10, pitch: -5, hfov: 110 });
    expect(custom.scenes.hall?.hotSpots.map((h) => h.id)).toEqual(["m3"]);
  });

  it.each([
    [
      "a tour without scenes",
      { ...sample, scenes: [], markers: [], initialView: null },
      "Orbis tour: scenes: the tour has no scene to export",
    ],
    [
      "an untiled scene without an image",
      { ...sample, scenes: sample.scenes.map((s) => ({ ...s, tiles: null, previewUrl: null })) },
      'Orbis tour: scenes[1]: scene "lobby" has no image yet',
    ],
  ])("refuses %s", (_, tour, message) => {
    let caught: unknown;
    try {
      toPannellumTour(tour, { sceneTilesBase: tilesBase });
    } catch (error) {
      caught = error;
    }
    expect(isAppError(caught) && caught.code === 10400).toBe(true);
    expect(caught instanceof Error ? caught.message : "").toContain(message);
  });
});

/** Within 1e-9, yaws compared as directions. */
const closeAngle = (a: number, b: number) => Math.abs(normalizeYaw(a - b)) < 1e-9;
const close = (a: number | undefined, b: number | undefined) =>
  a === undefined || b === undefined ? a === b : Math.abs(a - b) < 1e-9;

/** Asserts that `plan` holds the tour's scenes, markers and views, as a visitor sees them. */
const expectSameTour = (plan: ImportPlan, tour: Tour) => {
  const sourceOf = new Map(plan.scenes.map((s) => [s.key, s.sourceId]));
  expect(plan.warnings).toEqual([]);
  expect(plan.title).toBe(tour.title);
  expect(close(plan.autorotate, tour.settings.autorotate)).toBe(true);
  expect(plan.scenes.map((s) => s.sourceId).sort()).toEqual(tour.scenes.map((s) => s.id).sort());
  const first = sourceOf.get(plan.firstSceneKey);
  expect(first).toBe(
    tour.initialView?.sceneId ?? [...tour.scenes].sort((a, b) => a.order - b.order)[0]?.id,
  );
  for (const scene of tour.scenes) {
    const got = plan.scenes.find((s) => s.sourceId === scene.id);
    const view = scene.id === first && tour.initialView ? tour.initialView : scene.initialView;
    expect(got?.title).toBe(scene.title);
    expect(closeAngle(got?.initialView.yaw ?? Number.NaN, view.yaw)).toBe(true);
    expect(close(got?.initialView.pitch, view.pitch) && close(got?.initialView.fov, view.fov)).toBe(
      true,
    );
    expect(closeAngle(got?.northOffset ?? Number.NaN, scene.northOffset)).toBe(true);
    if (scene.tiles === null) {
      expect(got?.source).toEqual({ kind: "equirectangular", path: scene.previewUrl });
    } else {
      expect(got?.source).toMatchObject({
        kind: "tiles",
        format: "pannellum-multires",
        urlTemplate: `${tilesBase(scene.id)}/{level}/{face}{y}_{x}.jpg`,
        topLevel: {
          level: scene.tiles.levels,
          faceSize: scene.tiles.cubeSize,
          tileSize: scene.tiles.tileSize,
        },
      });
    }
  }
  expect(plan.markers).toHaveLength(tour.markers.length);
  for (const marker of tour.markers) {
    const got = plan.markers.find((m) => m.sourceId === marker.id);
    expect(got?.type).toBe(marker.type);
    expect(sourceOf.get(got?.sceneKey ?? "")).toBe(marker.sceneId);
    expect(closeAngle(got?.yaw ?? Number.NaN, marker.yaw) && close(got?.pitch, marker.pitch)).toBe(
      true,
    );
    if (marker.type === "link" && got?.type === "link") {
      expect(sourceOf.get(got.targetSceneKey)).toBe(marker.targetSceneId);
      expect(closeAngle(got.targetView.yaw, marker.targetView.yaw)).toBe(true);
      expect(close(got.targetView.pitch, marker.targetView.pitch)).toBe(true);
      expect(close(got.targetView.fov, marker.targetView.fov)).toBe(true);
    }
    if (marker.type === "info" && got?.type === "info") {
      expect([got.title, got.text, got.url]).toEqual([marker.title, marker.text, marker.url]);
    }
  }
};

/** Export, through JSON text as a file would carry it, then import. */
const roundTrip = (tour: Tour): ImportPlan =>
  parsePannellumTour(
    JSON.parse(JSON.stringify(toPannellumTour(tour, { sceneTilesBase: tilesBase }))),
  );

describe("Pannellum export → import", () => {
  it("brings the sample tour back: scenes, markers, views", () => {
    expectSameTour(roundTrip(sample), sample);
  });

  const angle = (min: number, max: number) => fc.double({ min, max, noNaN: true });
  const title = fc
    .string({ minLength: 1, maxLength: 100 })
    .filter((t) => /\S/.test(t) && !t.includes("\n"));
  const arbitraryTour = fc
    .uniqueArray(fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,11}$/), { minLength: 1, maxLength: 4 })
    .chain((ids) => {
      const id = fc.constantFrom(...ids);
      const view = fc.record({ yaw: angle(-180, 180), pitch: angle(-90, 90), fov: angle(1, 179) });
      const scene = (sceneId: string, order: number) =>
        fc
          .record({
            title,
            tiled: fc.boolean(),
            cubeSize: fc.integer({ min: 64, max: 16384 }),
            levels: fc.integer({ min: 1, max: 12 }),
            initialView: view,
            northOffset: angle(-180, 180),
          })
          .map(
            (s): Scene => ({
              ...baseScene(sceneId, order, s.title),
              tiles: s.tiled
                ? {
                    tileSize: 512,
                    cubeSize: s.cubeSize,
                    levels: s.levels,
                    baseUrl: `/cdn/t/${s.cubeSize}`,
                  }
                : null,
              initialView: s.initialView,
              northOffset: s.northOffset,
            }),
          );
      const link = fc.record({
        sceneId: id,
        yaw: angle(-180, 180),
        pitch: angle(-90, 90),
        targetSceneId: id,
        targetView: fc.record({
          yaw: angle(-180, 180),
          pitch: angle(-90, 90),
          fov: fc.option(angle(1, 179), { nil: undefined }),
        }),
      });
      const info = fc.record({
        sceneId: id,
        yaw: angle(-180, 180),
        pitch: angle(-90, 90),
        title,
        text: fc.string({ maxLength: 300 }),
        url: fc.constantFrom(null, "https://example.com/a?b=c", "http://x.example/"),
      });
      const marker = fc.oneof(
        link.map((m) => ({ ...m, type: "link" as const })),
        info.map((m) => ({ ...m, type: "info" as const, voice: null })),
      );
      return fc.record({
        scenes: fc.tuple(...ids.map((sceneId, order) => scene(sceneId, order))),
        markers: fc.array(marker, { maxLength: 8 }),
        initialView: fc.option(
          fc.record({
            sceneId: id,
            yaw: angle(-180, 180),
            pitch: angle(-90, 90),
            fov: angle(1, 179),
          }),
          { nil: null },
        ),
        title,
        autorotate: angle(-30, 30),
      });
    })
    .map((t): Tour => {
      const markers = t.markers.map((m, index) => ({ ...m, id: `m${index}` }));
      return tourSchema.parse({
        ...sample,
        title: t.title,
        scenes: t.scenes,
        markers,
        initialView: t.initialView,
        settings: { ...settings, autorotate: t.autorotate },
      });
    });

  it("any valid tour survives export → import", () => {
    fc.assert(
      fc.property(arbitraryTour, (tour) => {
        expectSameTour(roundTrip(tour), tour);
      }),
      { numRuns: runs(200) },
    );
  });
});
