import { describe, expect, it } from "vitest";
import { parsePannellumTour } from "./pannellumImport";
import type { ImportPlan, ImportScene } from "./plan";
import { topLevelTiles } from "./tiles";

/** The tour example of pannellum.org (documentation/examples/tour), as its JSON. */
const pannellumOrgTour = {
  default: { firstScene: "circle", author: "Matthew Petroff", sceneFadeDuration: 1000 },
  scenes: {
    circle: {
      title: "Mason Circle",
      hfov: 110,
      pitch: -3,
      yaw: 117,
      type: "equirectangular",
      panorama: "/images/from-tree.jpg",
      hotSpots: [
        { pitch: -2.1, yaw: 132.9, type: "scene", text: "Spring House or Dairy", sceneId: "house" },
      ],
    },
    house: {
      title: "Spring House or Dairy",
      hfov: 110,
      yaw: 5,
      type: "equirectangular",
      panorama: "/images/bma-0.jpg",
      hotSpots: [
        {
          pitch: -0.6,
          yaw: 37.1,
          type: "scene",
          text: "Mason Circle",
          sceneId: "circle",
          targetYaw: -23,
          targetPitch: 2,
        },
      ],
    },
  },
};

/** A single-scene config with info hot spots (pannellum.org examples/hot-spots). */
const hotSpotsExample = {
  type: "equirectangular",
  panorama: "/images/bma-1.jpg",
  hotSpots: [
    {
      pitch: 14.1,
      yaw: 1.5,
      type: "info",
      text: "Baltimore Museum of Art",
      URL: "https://artbma.org/",
    },
    { pitch: -9.4, yaw: 222.6, type: "info", text: "Art Museum Drive" },
    { pitch: -0.9, yaw: 144.4, type: "info", text: "North Charles Street" },
  ],
};

/** A multires config as utils/multires/generate.py writes it, under a base path. */
const generatedMultires = {
  hfov: 100.0,
  basePath: "panos/",
  type: "multires",
  multiRes: {
    basePath: "library",
    path: "/%l/%s%y_%x",
    fallbackPath: "/fallback/%s",
    extension: "jpg",
    tileResolution: 512,
    maxLevel: 4,
    cubeResolution: 2608,
  },
};

const sceneBy = (plan: ImportPlan, sourceId: string): ImportScene => {
  const scene = plan.scenes.find((s) => s.sourceId === sourceId);
  if (scene === undefined) throw new Error(`no scene ${sourceId}`);
  return scene;
};

describe("parsePannellumTour: documents as Pannellum writes them", () => {
  it("reads pannellum.org's tour: scenes, views, links and their target views", () => {
    const plan = parsePannellumTour(pannellumOrgTour);
    expect(plan.format).toBe("pannellum");
    expect(plan.title).toBe("Mason Circle");
    expect(plan.scenes.map((s) => [s.key, s.sourceId, s.title])).toEqual([
      ["s1", "circle", "Mason Circle"],
      ["s2", "house", "Spring House or Dairy"],
    ]);
    expect(plan.firstSceneKey).toBe("s1");
    expect(sceneBy(plan, "circle")).toMatchObject({
      source: { kind: "equirectangular", path: "/images/from-tree.jpg" },
      initialView: { yaw: 117, pitch: -3, fov: 110 },
      northOffset: 0,
    });
    expect(sceneBy(plan, "house").initialView).toEqual({ yaw: 5, pitch: 0, fov: 110 });
    expect(plan.markers).toEqual([
      {
        key: "m1",
        type: "link",
        sourceId: null,
        sceneKey: "s1",
        yaw: 132.9,
        pitch: -2.1,
        targetSceneKey: "s2",
        targetView: { yaw: 5, pitch: 0, fov: 110 },
      },
      {
        key: "m2",
        type: "link",
        sourceId: null,
        sceneKey: "s2",
        yaw: 37.1,
        pitch: -0.6,
        targetSceneKey: "s1",
        targetView: { yaw: -23, pitch: 2, fov: 110 },
      },
    ]);
    expect(plan.warnings).toEqual([]);
    expect(plan.autorotate).toBe(0);
  });

  it("reads a single-scene config: info spots, yaw beyond 180 wrapped, URL kept", () => {
    const plan = parsePannellumTour(hotSpotsExample);
    expect(plan.scenes).toHaveLength(1);
    expect(plan.scenes[0]).toMatchObject({
      sourceId: "scene",
      title: "scene",
      initialView: { yaw: 0, pitch: 0, fov: 100 },
    });
    expect(
      plan.markers.map((m) => (m.type === "info" ? [m.title, m.text, m.url, m.yaw] : null)),
    ).toEqual([
      ["Baltimore Museum of Art", "", "https://artbma.org/", 1.5],
      ["Art Museum Drive", "", null, expect.closeTo(-137.4, 9)],
      ["North Charles Street", "", null, 144.4],
    ]);
    expect(plan.warnings).toEqual([]);
  });

  it("reads generate.py's multires output as tiles under both base paths", () => {
    const plan = parsePannellumTour(generatedMultires);
    const source = plan.scenes[0]?.source;
    if (source?.kind !== "tiles") throw new Error("expected tiles");
    expect(source.urlTemplate).toBe("panos/library/{level}/{face}{y}_{x}.jpg");
    expect(source.levels.map((l) => [l.level, l.faceSize])).toEqual([
      [1, 326],
      [2, 652],
      [3, 1304],
      [4, 2608],
    ]);
    expect(source.topLevel).toEqual({
      level: 4,
      faceSize: 2608,
      tileSize: 512,
      fallbackOnly: false,
    });
    expect(source.fallback).toEqual({
      kind: "faces",
      urlTemplate: "panos/library/fallback/{face}.jpg",
    });
    const tiles = topLevelTiles(source);
    expect(tiles).toHaveLength(6 * 36);
    expect(tiles[1]?.url).toBe("panos/library/4/f0_1.jpg");
  });

  it.each([
    [
      "an absolute multiRes.basePath wins",
      {
        basePath: "x/",
        multiRes: { ...generatedMultires.multiRes, basePath: "https://cdn.example/t" },
      },
      "https://cdn.example/t/{level}/{face}{y}_{x}.jpg",
    ],
    [
      "only the scene basePath",
      { basePath: "x/", multiRes: { ...generatedMultires.multiRes, basePath: undefined } },
      "x//{level}/{face}{y}_{x}.jpg",
    ],
    [
      "no base path at all",
      { multiRes: { ...generatedMultires.multiRes, basePath: undefined, path: "/%l/%s%x%y" } },
      "/{level}/{face}{x}{y}.jpg",
    ],
  ])("multires paths: %s", (_, scene, template) => {
    const source = parsePannellumTour({ type: "multires", ...scene }).scenes[0]?.source;
    expect(source?.kind === "tiles" ? source.urlTemplate : null).toBe(template);
  });

  it("reads a cube map in Pannellum's face order, relative to basePath", () => {
    const plan = parsePannellumTour({
      type: "cubemap",
      basePath: "/cube/",
      cubeMap: [
        "front.jpg",
        "right.jpg",
        "back.jpg",
        "left.jpg",
        "up.jpg",
        "https://x.example/down.jpg",
      ],
    });
    expect(plan.scenes[0]?.source).toEqual({
      kind: "cubemap",
      faces: {
        f: "/cube/front.jpg",
        r: "/cube/right.jpg",
        b: "/cube/back.jpg",
        l: "/cube/left.jpg",
        u: "/cube/up.jpg",
        d: "https://x.example/down.jpg",
      },
    });
  });
});

describe("parsePannellumTour: conventions", () => {
  const tour = (scenes: Record<string, unknown>, defaults: Record<string, unknown> = {}) =>
    parsePannellumTour({ default: { firstScene: "a", ...defaults }, scenes });
  const pano = { panorama: "a.jpg" };

  it("turns Pannellum's northOffset (heading of the centre) into the yaw facing north", () => {
    const plan = tour({ a: { ...pano, northOffset: 90 }, b: { ...pano, northOffset: -30 } });
    expect(plan.scenes.map((s) => s.northOffset)).toEqual([-90, 30]);
  });

  it("turns autoRotate (positive = counter-clockwise) into Orbis' sign, within -30..30", () => {
    expect(tour({ a: pano }, { autoRotate: -2 }).autorotate).toBe(2);
    expect(tour({ a: pano }, { autoRotate: 50 }).autorotate).toBe(-30);
  });

  it.each([
    [
      "escapeHTML at the top level: texts are plain",
      { escapeHTML: true },
      {},
      "<b>A</b> &amp; B",
      [],
    ],
    [
      "escapeHTML only in default (Pannellum ignores it there)",
      {},
      { escapeHTML: true },
      "A & B",
      ["HTML markup"],
    ],
    ["no escapeHTML: texts are HTML", {}, {}, "A & B", ["HTML markup"]],
  ])("%s", (_, top, defaults, title, warnings) => {
    const plan = parsePannellumTour({
      ...top,
      default: { firstScene: "a", ...defaults },
      scenes: { a: { ...pano, hotSpots: [{ type: "info", text: "<b>A</b> &amp; B" }] } },
    });
    expect(plan.markers[0]).toMatchObject({ title });
    expect(plan.warnings).toEqual(warnings.map((w) => expect.stringContaining(w)));
  });

  it("lets scenes inherit default keys and override them", () => {
    const plan = tour(
      { a: { hfov: 80 }, b: { panorama: "b.jpg", basePath: "/b/" } },
      { ...pano, basePath: "/d/", hfov: 90, title: "Our tour" },
    );
    expect(plan.title).toBe("Our tour");
    expect(plan.scenes.map((s) => [s.title, s.initialView.fov, s.source])).toEqual([
      ["Our tour", 80, { kind: "equirectangular", path: "/d/a.jpg" }],
      ["Our tour", 90, { kind: "equirectangular", path: "/b/b.jpg" }],
    ]);
  });

  it.each([
    ["targetYaw same", { targetYaw: "same" }, { yaw: 40, pitch: 7, fov: 75 }, 'targetYaw "same"'],
    [
      "targetPitch same",
      { targetPitch: "same" },
      { yaw: 15, pitch: -5, fov: 75 },
      'targetPitch "same"',
    ],
    [
      "targetYaw sameAzimuth",
      { targetYaw: "sameAzimuth" },
      { yaw: 40 + 10 - 100, pitch: 7, fov: 75 },
      "sameAzimuth",
    ],
    ["targetHfov same", { targetHfov: "same" }, { yaw: 15, pitch: 7 }, null],
    [
      "explicit targets",
      { targetYaw: 190, targetPitch: 1, targetHfov: 60 },
      { yaw: -170, pitch: 1, fov: 60 },
      null,
    ],
  ])("link targets: %s", (_, targets, view, warning) => {
    const plan = tour({
      a: {
        ...pano,
        northOffset: 10,
        hotSpots: [{ type: "scene", sceneId: "b", yaw: 40, pitch: -5, ...targets }],
      },
      b: { ...pano, northOffset: 100, yaw: 15, pitch: 7, hfov: 75 },
    });
    expect(plan.markers[0]).toMatchObject({ type: "link", targetView: view });
    expect(plan.markers[0]?.type === "link" ? plan.markers[0].targetView : null).toEqual(view);
    expect(plan.warnings.some((w) => w.includes("scenes.a.hotSpots[0]"))).toBe(warning !== null);
    if (warning !== null) expect(plan.warnings[0]).toContain(warning);
  });
});

describe("parsePannellumTour: what is dropped, with warnings", () => {
  const at = (plan: ImportPlan, text: string) => plan.warnings.filter((w) => w.includes(text));

  it.each([
    [
      "a link to a missing scene",
      { type: "scene", sceneId: "nowhere" },
      'links to scene "nowhere", which is not imported',
      0,
    ],
    [
      "custom CSS and functions",
      {
        type: "info",
        text: "x",
        cssClass: "custom-hotspot",
        createTooltipFunc: () => null,
        createTooltipArgs: "x",
        clickHandlerFunc: () => null,
      },
      "cssClass, createTooltipFunc, createTooltipArgs, clickHandlerFunc dropped",
      1,
    ],
    [
      "an image and a video",
      { type: "info", text: "x", image: "a.png", video: "v.mp4", width: 300 },
      "image, video, width dropped",
      1,
    ],
    ["an unknown type", { type: "custom", text: "x" }, 'type "custom" imported as info', 1],
    [
      "a relative URL",
      { type: "info", text: "x", URL: "page.html" },
      'URL "page.html" is not an absolute http(s) link',
      1,
    ],
    ["HTML text", { type: "info", text: "<b>Hall</b><br>Open &amp; free" }, "HTML markup", 1],
  ])("%s", (_, hotSpot, warning, markers) => {
    const plan = parsePannellumTour({
      default: { firstScene: "a" },
      scenes: { a: { panorama: "a.jpg", hotSpots: [hotSpot] } },
    });
    expect(at(plan, "scenes.a.hotSpots[0]")).toEqual([expect.stringContaining(warning)]);
    expect(plan.markers).toHaveLength(markers);
  });

  it("converts HTML texts to plain title and text", () => {
    const plan = parsePannellumTour({
      panorama: "a.jpg",
      hotSpots: [{ type: "info", text: "<b>Hall</b><br>Open &amp; free" }],
    });
    expect(plan.markers[0]).toMatchObject({ title: "Hall", text: "Open & free" });
  });

  it.each([
    ["video scenes", { dynamic: true }, "video (dynamic) scene cannot be imported"],
    ["unknown types", { type: "flat", panorama: "a.jpg" }, 'scene type "flat" is not supported'],
  ])("drops %s and the links to them", (_, scene, warning) => {
    const plan = parsePannellumTour({
      default: { firstScene: "b" },
      scenes: { a: { panorama: "a.jpg", hotSpots: [{ type: "scene", sceneId: "b" }] }, b: scene },
    });
    expect(plan.scenes.map((s) => s.sourceId)).toEqual(["a"]);
    expect(plan.markers).toEqual([]);
    expect(plan.warnings).toEqual([
      expect.stringContaining(warning),
      expect.stringContaining('links to scene "b"'),
      expect.stringContaining('The first scene "b" is not imported; the tour starts in "a"'),
    ]);
  });

  it("warns about partial panoramas and horizon corrections", () => {
    const plan = parsePannellumTour({ panorama: "a.jpg", haov: 180, vaov: 180, horizonPitch: 2 });
    expect(plan.warnings).toEqual([
      "The scene: haov, horizonPitch ignored; the panorama is taken as a full, level sphere.",
    ]);
  });

  it("starts at the first scene when the tour names none", () => {
    const plan = parsePannellumTour({
      scenes: { b: { panorama: "b.jpg" }, a: { panorama: "a.jpg" } },
    });
    expect(plan.firstSceneKey).toBe("s1");
    expect(plan.warnings).toEqual(['The document names no first scene; the tour starts in "b".']);
  });
});
