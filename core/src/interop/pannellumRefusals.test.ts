import { describe, expect, it } from "vitest";
import { isAppError } from "../errors/AppError";
import { parsePannellumTour } from "./pannellumImport";

describe("parsePannellumTour: refusals", () => {
  it.each([
    ["not an object", "a string", "Pannellum tour: the document must be a JSON object"],
    ["an array", [], "Pannellum tour: the document must be a JSON object"],
    [
      "no scenes",
      { default: { firstScene: "a" }, scenes: {} },
      "Pannellum tour: scenes: the tour has no scenes",
    ],
    ["scenes not an object", { scenes: [1] }, "Pannellum tour: scenes:"],
    [
      "a scene without an image",
      { scenes: { a: { title: "A" } } },
      "Pannellum tour: scenes.a.panorama: the scene has no image (panorama)",
    ],
    [
      "a cube map without faces",
      { type: "cubemap" },
      "Pannellum tour: cubeMap: the scene has no image (cubeMap)",
    ],
    [
      "a partial cube map",
      { type: "cubemap", cubeMap: ["f", "r", "b", "l", "u", null] },
      "Pannellum tour: cubeMap[5]: a partial cube map",
    ],
    [
      "multires without its block",
      { scenes: { "my scene": { type: "multires" } } },
      'Pannellum tour: scenes["my scene"].multiRes: the scene has no image (multiRes)',
    ],
    [
      "multires missing a key",
      { type: "multires", multiRes: { path: "/%l/%s%y_%x", extension: "jpg" } },
      "Pannellum tour: multiRes.tileResolution: missing (expected number)",
    ],
    [
      "a scene hot spot pointing nowhere",
      { scenes: { a: { panorama: "a.jpg", hotSpots: [{ type: "scene", yaw: 1 }] } } },
      "Pannellum tour: scenes.a.hotSpots[0].sceneId: a scene hot spot must name the scene it leads to",
    ],
    ["a yaw that is not a number", { panorama: "a.jpg", yaw: "10" }, "Pannellum tour: yaw:"],
    [
      "a pitch out of range",
      { panorama: "a.jpg", hotSpots: [{ pitch: 95 }] },
      "Pannellum tour: hotSpots[0].pitch:",
    ],
    [
      "an hfov of 180",
      { scenes: { a: { panorama: "a.jpg", hfov: 180 } } },
      "Pannellum tour: scenes.a.hfov:",
    ],
    [
      "only dropped scenes",
      { scenes: { a: { dynamic: true } } },
      "Pannellum tour: scenes: no scene can be imported",
    ],
  ])("refuses %s", (_, json, message) => {
    let caught: unknown;
    try {
      parsePannellumTour(json);
    } catch (error) {
      caught = error;
    }
    expect(isAppError(caught)).toBe(true);
    if (!isAppError(caught)) return;
    expect(caught.code).toBe(10400);
    expect(caught.message.startsWith(message)).toBe(true);
    expect(caught.details).toMatchObject({ document: "Pannellum tour" });
  });
});
