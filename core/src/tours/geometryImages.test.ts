import { describe, expect, it } from "vitest";
import { geometryImageKey, ownGeometryImageKey } from "./geometryImages";

const tour = "0b6f2c1e-8f3a-4d5b-9c7e-1a2b3c4d5e6f";
const other = "9f8e7d6c-5b4a-4321-8765-fedcba987654";

describe("ownGeometryImageKey", () => {
  it.each([
    [
      `/cdn/tours/${tour}/geometries/a1b2c3d4e5f60718.jpg`,
      geometryImageKey(tour, "a1b2c3d4e5f60718", "jpg"),
    ],
    [`/cdn/tours/${tour}/geometries/00ff.png`, `tours/${tour}/geometries/00ff.png`],
    [`/cdn/tours/${tour}/geometries/00ff.webp`, `tours/${tour}/geometries/00ff.webp`],
    // Near misses: another folder reached through the tour's own, odd names, other tours.
    [`/cdn/tours/${tour}/geometries/../../${other}/geometries/00ff.jpg`, null],
    [`/cdn/tours/${tour}/geometries/..%2F..%2Fx.jpg`, null],
    [`/cdn/tours/${tour}/geometries/sub/00ff.jpg`, null],
    [`/cdn/tours/${tour}/geometries/00FF.jpg`, null],
    [`/cdn/tours/${tour}/geometries/00ff.gif`, null],
    [`/cdn/tours/${tour}/geometries/00ff.jpg?x=1`, null],
    [`/cdn/tours/${tour}/geometries/.jpg`, null],
    [`/cdn/tours/${tour}/geometries/00ff`, null],
    [`/cdn/tours/${other}/geometries/00ff.jpg`, null],
    ["https://example.com/fill.jpg", null],
    ["fill.jpg", null],
  ])("%s → %s", (link, key) => {
    expect(ownGeometryImageKey(link, tour)).toBe(key);
  });
});
