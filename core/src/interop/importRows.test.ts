import { describe, expect, it } from "vitest";
import { markerSchema } from "../contract/entities/marker";
import { tourInitialViewSchema } from "../contract/entities/tour";
import { importedMarkers, importedStart } from "./importRows";
import { parsePannellumTour } from "./pannellumImport";

const plan = parsePannellumTour({
  default: { firstScene: "hall", title: "Office" },
  scenes: {
    lobby: {
      panorama: "lobby.jpg",
      yaw: 10,
      hotSpots: [
        { type: "scene", sceneId: "hall", yaw: 90, pitch: -5, targetYaw: 180 },
        { type: "info", text: "Desk\nOpen 9-18", URL: "https://example.com", yaw: -20, pitch: 3 },
      ],
    },
    hall: { panorama: "hall.jpg", yaw: -45, pitch: 5, hfov: 80 },
  },
});
const ids = new Map([
  ["s1", "id-lobby"],
  ["s2", "id-hall"],
]);

describe("importedMarkers", () => {
  let n = 0;
  const markers = importedMarkers(plan, ids, () => `m-${++n}`);

  it("gives every marker a fresh id and the scenes' new ids", () => {
    expect(markers.map((m) => [m.id, m.type, m.sceneId])).toEqual([
      ["m-1", "link", "id-lobby"],
      ["m-2", "info", "id-lobby"],
    ]);
    expect(markers[0]).toMatchObject({
      targetSceneId: "id-hall",
      targetView: { yaw: 180, pitch: 5, fov: 80 },
      yaw: 90,
      pitch: -5,
    });
    expect(markers[1]).toMatchObject({
      title: "Desk",
      text: "Open 9-18",
      url: "https://example.com",
      voice: null,
    });
  });

  it.each([0, 1])("marker %i fits the contract", (index) => {
    expect(markerSchema.safeParse(markers[index]).success).toBe(true);
  });

  it("throws on a scene without an id", () => {
    expect(() => importedMarkers(plan, new Map([["s1", "x"]]), () => "m")).toThrow(/s2/);
  });
});

describe("importedStart", () => {
  it.each([
    ["the named first scene", plan, { sceneId: "id-hall", yaw: -45, pitch: 5, fov: 80 }],
    [
      "the first scene when none is named",
      { ...plan, firstSceneKey: "s9" },
      { sceneId: "id-lobby", yaw: 10, pitch: 0, fov: 100 },
    ],
  ])("starts in %s", (_, input, start) => {
    expect(importedStart(input, ids)).toEqual(start);
    expect(tourInitialViewSchema.safeParse(start).success).toBe(true);
  });

  it("throws on a plan without scenes", () => {
    expect(() => importedStart({ ...plan, scenes: [] }, ids)).toThrow(/no scene/);
  });
});
