import { describe, expect, it } from "vitest";
import { layerStatusSchema, sceneEditSchema, sceneSchema } from "./scene";
import { scene } from "./testing/tourSamples";

describe("sceneSchema", () => {
  it.each([
    ["a tiled scene", scene],
    ["a scene still tiling", { ...scene, tiles: null, previewUrl: null, thumbnailUrl: null }],
    ["a scene with no place", { ...scene, geo: null }],
  ])("accepts %s", (_, value) => {
    expect(sceneSchema.parse(value)).toEqual(value);
  });

  it.each([
    ["a blank title", { ...scene, title: " " }],
    ["a negative order", { ...scene, order: -1 }],
    ["an initial pitch of 91", { ...scene, initialView: { yaw: 0, pitch: 91, fov: 90 } }],
    ["a fov of 180", { ...scene, initialView: { yaw: 0, pitch: 0, fov: 180 } }],
    ["no tile level", { ...scene, tiles: { tileSize: 512, cubeSize: 512, levels: 0 } }],
    ["a latitude of 100", { ...scene, geo: { lat: 100, lon: 0 } }],
    ["fractional pixels", { ...scene, image: { width: 10.5, height: 5, bytes: 1, sha256: null } }],
    ["a short hash", { ...scene, image: { width: 10, height: 5, bytes: 1, sha256: "abc" } }],
  ])("refuses %s", (_, value) => {
    expect(sceneSchema.safeParse(value).success).toBe(false);
  });

  it("edits only what the editor may change", () => {
    expect(Object.keys(sceneEditSchema.shape).sort()).toEqual(
      ["geo", "id", "initialView", "northOffset", "order", "title"].sort(),
    );
  });
});

describe("layerStatusSchema", () => {
  const line = { sceneId: "s1", fileName: "a.jpg", state: "tiling", progress: 0.4, error: null };

  it.each([
    [line, true],
    [{ ...line, state: "done", progress: 1 }, true],
    [{ ...line, state: "failed", error: { code: 10415, message: "Unsupported image" } }, true],
    [{ ...line, state: "resizing" }, false],
    [{ ...line, progress: 1.2 }, false],
    [{ ...line, progress: -0.1 }, false],
  ])("%j is valid: %s", (value, ok) => {
    expect(layerStatusSchema.safeParse(value).success).toBe(ok);
  });
});
