import type { Tour } from "@orbis/core/contract";
import { editorDocumentOf, moveScene, updateScene } from "@orbis/core/tours";
import { describe, expect, it } from "vitest";
import { editorViewerTour } from "./viewerTour";

const scene = (id: string, order: number, tiled: boolean): Tour["scenes"][number] => ({
  id,
  title: id,
  order,
  fileName: `${id}.jpg`,
  image: { width: 2048, height: 1024, bytes: 1, sha256: null },
  tiles: tiled ? { tileSize: 512, cubeSize: 1024, levels: 2, baseUrl: `/cdn/${id}` } : null,
  previewUrl: tiled ? `/cdn/${id}/preview.jpg` : null,
  thumbnailUrl: null,
  initialView: { yaw: 0, pitch: 0, fov: 100 },
  northOffset: 0,
  geo: null,
});

const tour: Tour = {
  id: "t1",
  projectId: "p1",
  title: "Walk",
  description: "",
  scenes: [scene("a", 0, true), scene("b", 1, true), scene("c", 2, false)],
  markers: [],
  geometries: [],
  models: [],
  initialView: { sceneId: "a", yaw: 0, pitch: 0, fov: 100 },
  thumbnailUrl: null,
  settings: { seo: null, og: null, ga: null, autorotate: 0, sceneList: true, geoMap: false },
  publishHistory: [],
  createdAt: "2026-11-22T10:00:00Z",
  updatedAt: "2026-11-22T10:00:00Z",
};

describe("editorViewerTour", () => {
  it("draws the tiled scenes in the document's order, with its edits", () => {
    const doc = updateScene(moveScene(editorDocumentOf(tour), "b", 0), "a", { title: "Hall" });
    const shown = editorViewerTour(tour, doc, [], []);
    expect(shown.scenes.map((s) => [s.id, s.title, s.order])).toEqual([
      ["b", "b", 0],
      ["a", "Hall", 1],
    ]);
    expect(shown.scenes[0]?.tiles?.baseUrl).toBe("/cdn/b");
  });
  it("leaves out scenes still tiling and scenes the document dropped", () => {
    const doc = { ...editorDocumentOf(tour), scenes: editorDocumentOf(tour).scenes.slice(1) };
    expect(editorViewerTour(tour, doc, [], []).scenes.map((s) => s.id)).toEqual(["b"]);
  });
});
