import { describe, expect, it } from "vitest";
import { scene, tour } from "../contract/entities/testing/tourSamples";
import type { Tour } from "../contract/entities/tour";
import { editorDocumentOf } from "./editorDocument";
import { isStartScene, setSceneView, startSceneId } from "./startScene";

const lobby = { ...scene, id: "s1", order: 0, initialView: { yaw: 0, pitch: 0, fov: 90 } };
const hall = { ...scene, id: "s2", order: 1, initialView: { yaw: 90, pitch: 5, fov: 80 } };
const docOf = (change: Partial<Tour>) =>
  editorDocumentOf({ ...tour, scenes: [hall, lobby], markers: [], initialView: null, ...change });
const looking = { yaw: 45, pitch: -10, fov: 70 };

describe("startSceneId and isStartScene", () => {
  it.each([
    ["the named start", docOf({ initialView: { sceneId: "s2", yaw: 1, pitch: 2, fov: 90 } }), "s2"],
    ["the first in order without a start", docOf({}), "s1"],
    [
      "the first in order when the start names no listed scene",
      docOf({ initialView: { sceneId: "gone", yaw: 0, pitch: 0, fov: 90 } }),
      "s1",
    ],
    ["none without scenes", docOf({ scenes: [] }), null],
  ])("%s", (_, doc, id) => {
    expect(startSceneId(doc)).toBe(id);
    for (const s of doc.scenes) expect(isStartScene(doc, s.id)).toBe(s.id === id);
  });
});

describe("setSceneView", () => {
  const started = docOf({ initialView: { sceneId: "s1", yaw: 0, pitch: 0, fov: 90 } });

  it.each([
    ["the start scene: the visit's start looks the same way", "s1", { sceneId: "s1", ...looking }],
    ["another scene: the visit's start stays", "s2", started.initialView],
  ])("%s", (_, sceneId, start) => {
    const next = setSceneView(started, sceneId, looking);
    expect(next.scenes.find((s) => s.id === sceneId)?.initialView).toEqual(looking);
    expect(next.initialView).toEqual(start);
  });

  it("follows the first scene when the tour names no start", () => {
    expect(setSceneView(docOf({}), "s1", looking).initialView).toEqual({
      sceneId: "s1",
      ...looking,
    });
  });
});
