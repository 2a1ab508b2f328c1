import { describe, expect, it } from "vitest";
import { facePixelDirection, yawPitchToDirection } from "../panorama/direction";
import { CUBE_FACES, type CubeFace } from "../panorama/faces";
import {
  type CubeRaster,
  equirectWidthForFace,
  levelToRebuild,
  MAX_IMPORT_FACE_SIZE,
  remapCubeToEquirect,
} from "./cubeToEquirect";
import type { TileLevel, TileSource } from "./tiles";

/** 128 ± 127 per axis of a direction: a pixel's colour tells where on the sphere it looks. */
const colour = (v: readonly number[]) => v.map((c) => Math.round(128 + 127 * c));

/** Faces painted with the direction through each pixel's centre. */
const directionCube = (size: number): CubeRaster => {
  const faces = {} as Record<CubeFace, Uint8Array>;
  for (const face of CUBE_FACES) {
    const pixels = new Uint8Array(size * size * 3);
    for (let row = 0; row < size; row++)
      for (let col = 0; col < size; col++)
        pixels.set(colour(facePixelDirection(face, col, row, size)), (row * size + col) * 3);
    faces[face] = pixels;
  }
  return { size, faces };
};

/** Faces of one flat colour each, to see which face a pixel is taken from. */
const flatCube = (size: number): CubeRaster => {
  const faces = {} as Record<CubeFace, Uint8Array>;
  CUBE_FACES.forEach((face, index) => {
    faces[face] = new Uint8Array(size * size * 3).fill(index * 40);
  });
  return { size, faces };
};

describe("equirectWidthForFace", () => {
  it.each([
    [648, 2592],
    [1024, 4096],
    [1295, 5184],
    [100, 1024],
    [255, 1024],
    [4096, 16384],
    [6000, 16384],
  ])("faces of %i px make an equirect %i px wide", (face, width) => {
    expect(equirectWidthForFace(face)).toBe(width);
    expect(width % 8).toBe(0);
  });

  it("never needs faces larger than a quarter of the widest panorama", () => {
    expect(equirectWidthForFace(MAX_IMPORT_FACE_SIZE)).toBe(4 * MAX_IMPORT_FACE_SIZE);
  });
});

describe("levelToRebuild", () => {
  const level = (n: number, faceSize: number, fallbackOnly = false): TileLevel => ({
    level: n,
    faceSize,
    tileSize: 512,
    fallbackOnly,
  });
  const source = (levels: TileLevel[]): TileSource => ({
    kind: "tiles",
    format: "marzipano",
    urlTemplate: "tiles/a/{level}/{face}/{y}/{x}.jpg",
    faceLetters: { f: "f", r: "r", b: "b", l: "l", u: "u", d: "d" },
    levels,
    topLevel: levels
      .filter((l) => !l.fallbackOnly)
      .reduce((a, b) => (b.faceSize > a.faceSize ? b : a)),
    fallback: null,
  });

  it.each([
    ["the top of a small pyramid", [level(0, 256, true), level(1, 512), level(2, 1024)], 2],
    ["exactly the largest useful size", [level(1, 2048), level(2, 4096), level(3, 8192)], 2],
    ["the smallest level above it", [level(1, 3000), level(2, 6000), level(3, 12000)], 2],
    ["never a fallback level", [level(0, 5000, true), level(1, 1000), level(2, 2000)], 2],
  ])("takes %s", (_, levels, expected) => {
    expect(levelToRebuild(source(levels)).level).toBe(expected);
  });
});

describe("remapCubeToEquirect", () => {
  const width = 256;
  const height = 128;
  const cube = directionCube(64);
  const out = new Uint8Array(width * height * 3);
  remapCubeToEquirect(cube, { width, height, from: 0, to: height }, out);
  const pixel = (col: number, row: number) => [
    ...out.subarray((row * width + col) * 3, (row * width + col) * 3 + 3),
  ];

  it.each([
    ["straight ahead", 128, 64],
    ["to the right", 192, 64],
    ["behind", 2, 64],
    ["to the left", 64, 64],
    ["up and ahead", 128, 20],
    ["down and to the right", 200, 110],
    ["near the zenith", 33, 1],
    ["near the nadir", 90, 126],
    ["on a face edge (yaw 45°)", 160, 64],
  ])("looks %s where the equirect says", (_, col, row) => {
    const yaw = ((col + 0.5) / width - 0.5) * 360;
    const pitch = (0.5 - (row + 0.5) / height) * 180;
    const expected = colour(yawPitchToDirection({ yaw, pitch }));
    const got = pixel(col, row);
    for (let k = 0; k < 3; k++)
      expect(Math.abs((got[k] as number) - (expected[k] as number))).toBeLessThanOrEqual(3);
  });

  it.each([
    ["f", 128, 64],
    ["r", 192, 64],
    ["b", 0, 64],
    ["l", 64, 64],
    ["u", 128, 2],
    ["d", 128, 125],
  ] as const)("takes face %s where it faces", (face, col, row) => {
    const flat = new Uint8Array(width * height * 3);
    remapCubeToEquirect(flatCube(8), { width, height, from: 0, to: height }, flat);
    expect(flat[(row * width + col) * 3]).toBe(CUBE_FACES.indexOf(face) * 40);
  });

  it("computes a band of rows exactly as the whole image has them", () => {
    const band = new Uint8Array(10 * width * 3);
    remapCubeToEquirect(cube, { width, height, from: 37, to: 47 }, band);
    expect([...band]).toEqual([...out.subarray(37 * width * 3, 47 * width * 3)]);
  });
});
