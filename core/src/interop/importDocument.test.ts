import { describe, expect, it } from "vitest";
import {
  type ImportDocument,
  importedFileName,
  isArchiveClutter,
  pannellumDocumentKind,
  pickImportDocument,
} from "./importDocument";
import type { ImageSource, ImportScene } from "./plan";

describe("pannellumDocumentKind", () => {
  it.each([
    [{ default: {}, scenes: { a: { panorama: "a.jpg" } } }, "pannellum-tour"],
    [{ scenes: {} }, "pannellum-tour"],
    [{ type: "equirectangular", panorama: "a.jpg" }, "pannellum-scene"],
    [{ type: "cubemap", cubeMap: [] }, "pannellum-scene"],
    [{ multiRes: {} }, "pannellum-scene"],
    [{ name: "orbis", version: "1.0.0" }, null],
    [{ scenes: [] }, null],
    [[{ panorama: "a.jpg" }], null],
    ["panorama", null],
    [null, null],
  ])("%j → %j", (value, kind) => {
    expect(pannellumDocumentKind(value)).toBe(kind);
  });
});

describe("isArchiveClutter", () => {
  it.each([
    ["__MACOSX/tour/._a.jpg", true],
    ["tour/._config.json", true],
    ["._config.json", true],
    ["tour/config.json", false],
    ["tour/_a.json", false],
  ])("%j → %j", (path, clutter) => {
    expect(isArchiveClutter(path)).toBe(clutter);
  });
});

describe("pickImportDocument", () => {
  const doc = (path: string, kind: ImportDocument["kind"]): ImportDocument => ({ path, kind });

  it.each([
    ["nothing", [], null, null],
    ["the only one", [doc("t/config.json", "pannellum-tour")], "t/config.json", null],
    [
      "the shallowest",
      [doc("a/b/tour.json", "pannellum-tour"), doc("a/scene.json", "pannellum-scene")],
      "a/scene.json",
      /2 tour documents; "a\/scene.json" was imported/,
    ],
    [
      "a tour over a data.js over a scene at the same depth",
      [
        doc("x.json", "pannellum-scene"),
        doc("data.js", "marzipano"),
        doc("y.json", "pannellum-tour"),
      ],
      "y.json",
      /3 tour documents/,
    ],
    [
      "by path when all else is equal",
      [doc("b.json", "pannellum-tour"), doc("a.json", "pannellum-tour")],
      "a.json",
      /"a.json" was imported/,
    ],
  ] as const)("picks %s", (_, found, path, warning) => {
    const picked = pickImportDocument(found);
    if (path === null) {
      expect(picked).toBeNull();
      return;
    }
    expect(picked?.document.path).toBe(path);
    if (warning === null) expect(picked?.warning).toBeNull();
    else expect(picked?.warning).toMatch(warning);
  });
});

describe("importedFileName", () => {
  const scene = (sourceId: string, source: ImageSource): ImportScene => ({
    key: "s3",
    sourceId,
    title: "T",
    source,
    initialView: { yaw: 0, pitch: 0, fov: 100 },
    northOffset: 0,
  });
  const faces = { f: "f", r: "r", b: "b", l: "l", u: "u", d: "d" };

  it.each([
    [scene("lobby", { kind: "equirectangular", path: "tour/images/Lobby 1.jpg" }), "Lobby 1.jpg"],
    [scene("lobby", { kind: "equirectangular", path: "a.jpg?v=3" }), "a.jpg"],
    [scene("hall", { kind: "cubemap", faces }), "hall.jpg"],
    [scene("a/b\\c\u0001", { kind: "cubemap", faces }), "a-b-c-.jpg"],
    [scene("x", { kind: "equirectangular", path: "dir/" }), "s3.jpg"],
    [scene("y".repeat(300), { kind: "cubemap", faces }), `${"y".repeat(251)}.jpg`],
  ])("%#: %j", (input, name) => {
    expect(importedFileName(input)).toBe(name);
  });
});
