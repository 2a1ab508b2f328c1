import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isAppError } from "../errors/AppError";
import {
  horizontalToVerticalFov,
  MARZIPANO_DEFAULT_ASPECT,
  radiansToDegrees,
  toMarzipanoAngles,
  verticalToHorizontalFov,
} from "./angles";
import { MARZIPANO_TOOL_AUTOROTATE, parseMarzipanoData } from "./marzipanoImport";
import { extractAppData } from "./marzipanoSource";
import type { ImportPlan } from "./plan";
import { topLevelTiles } from "./tiles";

/** A data.js as the Marzipano Tool exports it (levels, view, hotspots, settings). */
const toolDataJs = `var APP_DATA = {
  "scenes": [
    {
      "id": "0-lobby",
      "name": "Lobby",
      "levels": [
        { "tileSize": 256, "size": 256, "fallbackOnly": true },
        { "tileSize": 512, "size": 512 },
        { "tileSize": 512, "size": 1024 },
        { "tileSize": 512, "size": 2048 }
      ],
      "faceSize": 2048,
      "initialViewParameters": { "yaw": -0.5235987755982988, "pitch": 0.17453292519943295, "fov": 1.3848081938437478 },
      "linkHotspots": [
        { "yaw": 1.5707963267948966, "pitch": 0.3490658503988659, "rotation": 0, "target": "1-hall" },
        { "yaw": 3.141592653589793, "pitch": 0.1, "rotation": 5.497787143782138, "target": "2-garden" },
        { "yaw": 0.2, "pitch": 0, "rotation": 0, "target": "9-gone" }
      ],
      "infoHotspots": [
        { "yaw": -2.356194490192345, "pitch": -0.7853981633974483, "title": "Chandelier", "text": "Crystal, 1920s.<br>Restored in 2010 &amp; 2021." }
      ]
    },
    {
      "id": "1-hall",
      "name": "Hall",
      "levels": [
        { "tileSize": 256, "size": 256, "fallbackOnly": true },
        { "tileSize": 512, "size": 512 },
        { "tileSize": 512, "size": 1024 }
      ],
      "faceSize": 1024,
      "initialViewParameters": { "pitch": 0, "yaw": 3.0, "fov": 1.5707963267948966 },
      "linkHotspots": [
        { "yaw": -3.0, "pitch": 0.2, "rotation": 0, "target": "0-lobby" }
      ],
      "infoHotspots": []
    }
  ],
  "name": "Head office",
  "settings": {
    "mouseViewMode": "drag",
    "autorotateEnabled": true,
    "fullscreenButton": false,
    "viewControlButtons": false
  }
};
`;

const hfov = (verticalRadians: number) =>
  verticalToHorizontalFov(radiansToDegrees(verticalRadians), MARZIPANO_DEFAULT_ASPECT);

describe("parseMarzipanoData: a Marzipano Tool export", () => {
  const plan: ImportPlan = parseMarzipanoData(toolDataJs);

  it("reads the scenes, with degrees, pitch up and a horizontal fov", () => {
    expect(plan.format).toBe("marzipano");
    expect(plan.title).toBe("Head office");
    expect(plan.firstSceneKey).toBe("s1");
    expect(plan.autorotate).toBeCloseTo(1.718873385, 8);
    expect(MARZIPANO_TOOL_AUTOROTATE).toBeCloseTo((0.03 * 180) / Math.PI, 12);
    const [lobby, hall] = plan.scenes;
    expect(lobby).toMatchObject({ key: "s1", sourceId: "0-lobby", title: "Lobby", northOffset: 0 });
    expect(lobby?.initialView.yaw).toBeCloseTo(-30, 9);
    expect(lobby?.initialView.pitch).toBeCloseTo(-10, 9);
    expect(lobby?.initialView.fov).toBeCloseTo(hfov(1.3848081938437478), 9);
    expect(hall?.initialView.yaw).toBeCloseTo(radiansToDegrees(3), 9);
    expect(hall?.initialView.fov).toBeCloseTo(radiansToDegrees(2 * Math.atan(16 / 9)), 9);
  });

  it("describes each scene's image as its tile pyramid", () => {
    const source = plan.scenes[0]?.source;
    if (source?.kind !== "tiles") throw new Error("expected tiles");
    expect(source.format).toBe("marzipano");
    expect(source.urlTemplate).toBe("tiles/0-lobby/{level}/{face}/{y}/{x}.jpg");
    expect(source.levels.map((l) => [l.level, l.faceSize, l.tileSize, l.fallbackOnly])).toEqual([
      [0, 256, 256, true],
      [1, 512, 512, false],
      [2, 1024, 512, false],
      [3, 2048, 512, false],
    ]);
    expect(source.topLevel.level).toBe(3);
    expect(source.fallback).toEqual({
      kind: "strip",
      path: "tiles/0-lobby/preview.jpg",
      faceOrder: ["b", "d", "f", "l", "r", "u"],
    });
    const tiles = topLevelTiles(source);
    expect(tiles).toHaveLength(6 * 16);
    expect(tiles.find((t) => t.face === "u" && t.x === 3 && t.y === 1)?.url).toBe(
      "tiles/0-lobby/3/u/1/3.jpg",
    );
  });

  it("reads links (target view = the target's initial view) and info spots", () => {
    const [toHall, info, toLobby] = [plan.markers[0], plan.markers[1], plan.markers[2]];
    expect(plan.markers).toHaveLength(3);
    expect(toHall).toMatchObject({
      type: "link",
      sceneKey: "s1",
      targetSceneKey: "s2",
      sourceId: null,
    });
    expect(toHall?.yaw).toBeCloseTo(90, 9);
    expect(toHall?.pitch).toBeCloseTo(-20, 9);
    expect(toHall?.type === "link" ? toHall.targetView : null).toEqual(plan.scenes[1]?.initialView);
    expect(toLobby).toMatchObject({ type: "link", sceneKey: "s2", targetSceneKey: "s1" });
    expect(info).toMatchObject({
      type: "info",
      sceneKey: "s1",
      title: "Chandelier",
      text: "Crystal, 1920s.\nRestored in 2010 & 2021.",
      url: null,
    });
    expect(info?.yaw).toBeCloseTo(-135, 9);
    expect(info?.pitch).toBeCloseTo(45, 9);
  });

  it("warns about what it drops", () => {
    expect(plan.warnings).toEqual([
      "scenes[0].linkHotspots[1]: the arrow rotation is dropped.",
      "scenes[0].infoHotspots[0]: HTML markup of the text converted to plain text.",
      'scenes[0].linkHotspots[1]: links to scene "2-garden", which is not imported; the link is dropped.',
      'scenes[0].linkHotspots[2]: links to scene "9-gone", which is not imported; the link is dropped.',
    ]);
  });

  it("takes the aspect and tile folder it is given", () => {
    const other = parseMarzipanoData(toolDataJs, { aspect: 1, tilesBase: "/import/abc/tiles" });
    expect(other.scenes[1]?.initialView.fov).toBeCloseTo(90, 9);
    const source = other.scenes[1]?.source;
    expect(source?.kind === "tiles" ? source.urlTemplate : null).toBe(
      "/import/abc/tiles/1-hall/{level}/{face}/{y}/{x}.jpg",
    );
  });
});

describe("extractAppData: reading data.js without running it", () => {
  it.each([
    ["the Tool's form", 'var APP_DATA = {"a": 1};\n', { a: 1 }],
    [
      "a licence header and another name",
      '/*\n * Licence\n */\n// data\nvar data = {"a": [1, "x;"]};',
      { a: [1, "x;"] },
    ],
    ["window.APP_DATA, no semicolon", 'window.APP_DATA = { "b": null }', { b: null }],
    ["const", 'const APP_DATA={"c":true};', { c: true }],
    ["bare JSON", '{"d": "e"}', { d: "e" }],
  ])("reads %s", (_, source, data) => {
    expect(extractAppData(source)).toEqual(data);
  });

  it.each([
    ["a function call", "var APP_DATA = (function () { return {}; })();"],
    ["a second statement", 'var APP_DATA = {"scenes": []}; fetch("/steal");'],
    ["unquoted keys", "var APP_DATA = { scenes: [] };"],
    ["a getter", "var APP_DATA = { get scenes() { return []; } };"],
    ["nothing", "   "],
    ["an unclosed comment", "/* var APP_DATA = {};"],
    ["a template", 'var APP_DATA = `{"a":1}`;'],
  ])("refuses %s as not plain data", (_, source) => {
    expect(() => extractAppData(source)).toThrow(/^Marzipano data\.js: APP_DATA is not plain data/);
  });
});

describe("parseMarzipanoData: refusals", () => {
  const scene = { id: "a", levels: [{ tileSize: 512, size: 512 }], faceSize: 512 };
  const js = (data: unknown) => `var APP_DATA = ${JSON.stringify(data)};`;
  it.each([
    [
      "code instead of data",
      "var APP_DATA = makeData();",
      "Marzipano data.js: APP_DATA is not plain data",
    ],
    ["no scenes", js({ scenes: [] }), "Marzipano data.js: scenes: the tour has no scenes"],
    [
      "a scene without levels",
      js({ scenes: [{ ...scene, levels: [] }] }),
      "Marzipano data.js: scenes[0].levels: the scene has no image (no levels)",
    ],
    [
      "only fallback levels",
      js({ scenes: [{ ...scene, levels: [{ tileSize: 256, size: 256, fallbackOnly: true }] }] }),
      "Marzipano data.js: scenes[0].levels: the scene has no image (only fallback levels)",
    ],
    [
      "a missing id",
      js({ scenes: [{ levels: scene.levels, faceSize: 512 }] }),
      "Marzipano data.js: scenes[0].id: missing (expected string)",
    ],
    [
      "a duplicate id",
      js({ scenes: [scene, scene] }),
      'Marzipano data.js: scenes[1].id: scene id "a" is used twice',
    ],
    [
      "a pitch beyond the pole",
      js({ scenes: [{ ...scene, infoHotspots: [{ yaw: 0, pitch: 2 }] }] }),
      "Marzipano data.js: scenes[0].infoHotspots[0].pitch:",
    ],
    [
      "a link without target",
      js({ scenes: [{ ...scene, linkHotspots: [{ yaw: 0, pitch: 0 }] }] }),
      "Marzipano data.js: scenes[0].linkHotspots[0].target:",
    ],
  ])("refuses %s", (_, source, message) => {
    let caught: unknown;
    try {
      parseMarzipanoData(source);
    } catch (error) {
      caught = error;
    }
    expect(isAppError(caught) && caught.code === 10400).toBe(true);
    expect(caught instanceof Error ? caught.message : "").toContain(message);
  });

  it("fills what a minimal scene leaves out", () => {
    const plan = parseMarzipanoData(js({ scenes: [{ ...scene, faceSize: 1024 }] }));
    expect(plan.title).toBe("Imported tour");
    expect(plan.autorotate).toBe(0);
    expect(plan.scenes[0]).toMatchObject({ title: "a", initialView: { yaw: 0, pitch: 0 } });
    expect(plan.scenes[0]?.initialView.fov).toBeCloseTo(verticalToHorizontalFov(45, 16 / 9), 9);
    expect(plan.warnings).toEqual([
      "scenes[0].faceSize: 1024 differs from the largest level (512); the levels are used.",
    ]);
  });
});

describe("parseMarzipanoData: any Tool data", () => {
  it("keeps every direction and view, back in Marzipano's terms", () => {
    const yaw = fc.double({ min: -Math.PI, max: Math.PI, noNaN: true });
    const pitch = fc.double({ min: -Math.PI / 2, max: Math.PI / 2, noNaN: true });
    const spot = fc.record({ yaw, pitch });
    const data = fc.record({
      view: fc.record({ yaw, pitch, fov: fc.double({ min: 0.05, max: 3, noNaN: true }) }),
      links: fc.array(spot, { maxLength: 4 }),
      infos: fc.array(spot, { maxLength: 4 }),
    });
    fc.assert(
      fc.property(data, ({ view, links, infos }) => {
        const scene = {
          id: "a",
          levels: [{ tileSize: 512, size: 512 }],
          faceSize: 512,
          initialViewParameters: view,
          linkHotspots: links.map((l) => ({ ...l, rotation: 0, target: "a" })),
          infoHotspots: infos.map((i) => ({ ...i, title: "t", text: "x" })),
        };
        const plan = parseMarzipanoData(`var APP_DATA = ${JSON.stringify({ scenes: [scene] })};`);
        expect(plan.warnings).toEqual([]);
        const sameDirection = (
          got: { yaw: number; pitch: number },
          want: { yaw: number; pitch: number },
        ) => {
          const back = toMarzipanoAngles(got);
          expect(Math.cos(back.yaw)).toBeCloseTo(Math.cos(want.yaw), 9);
          expect(Math.sin(back.yaw)).toBeCloseTo(Math.sin(want.yaw), 9);
          expect(back.pitch).toBeCloseTo(want.pitch, 9);
        };
        const initial = plan.scenes[0]?.initialView ?? {
          yaw: Number.NaN,
          pitch: Number.NaN,
          fov: Number.NaN,
        };
        sameDirection(initial, view);
        expect(horizontalToVerticalFov(initial.fov, MARZIPANO_DEFAULT_ASPECT)).toBeCloseTo(
          radiansToDegrees(view.fov),
          6,
        );
        [...links, ...infos].forEach((want, index) => {
          sameDirection(plan.markers[index] ?? { yaw: Number.NaN, pitch: Number.NaN }, want);
        });
      }),
    );
  });
});
