import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  directionToFace,
  directionToYawPitch,
  equirectPosition,
  faceDirection,
  facePixelDirection,
  yawPitchToDirection,
} from "./direction";
import { CUBE_FACES, type CubeFace, type Vec3 } from "./faces";

/*
 * Pannellum 2.5.7, libpannellum.js: createCube() gives each face's four vertices, drawn with
 * texture coordinates (0,0), (1,0), (1,1), (0,1): top-left, top-right, bottom-right, bottom-left
 * of the tile image. Copied here as the independent reference for the face orientation.
 */
const PANNELLUM_CUBE: Record<CubeFace, readonly Vec3[]> = {
  f: [
    [-1, 1, -1],
    [1, 1, -1],
    [1, -1, -1],
    [-1, -1, -1],
  ],
  b: [
    [1, 1, 1],
    [-1, 1, 1],
    [-1, -1, 1],
    [1, -1, 1],
  ],
  u: [
    [-1, 1, 1],
    [1, 1, 1],
    [1, 1, -1],
    [-1, 1, -1],
  ],
  d: [
    [-1, -1, -1],
    [1, -1, -1],
    [1, -1, 1],
    [-1, -1, 1],
  ],
  l: [
    [-1, 1, 1],
    [-1, 1, -1],
    [-1, -1, -1],
    [-1, -1, 1],
  ],
  r: [
    [1, 1, -1],
    [1, 1, 1],
    [1, -1, 1],
    [1, -1, -1],
  ],
};
const CORNERS = [
  [0, 0],
  [1, 0],
  [1, 1],
  [0, 1],
] as const;

const unit = ([x, y, z]: Vec3): Vec3 => {
  const l = Math.hypot(x, y, z);
  return [x / l, y / l, z / l];
};
const expectClose = (actual: readonly number[], expected: readonly number[], digits = 9) => {
  expect(actual.length).toBe(expected.length);
  actual.forEach((value, i) => {
    expect(value).toBeCloseTo(expected[i] ?? Number.NaN, digits);
  });
};

describe("faceDirection", () => {
  it.each(CUBE_FACES)("face %s has Pannellum's corners", (face) => {
    CORNERS.forEach(([x, y], i) => {
      const vertex = PANNELLUM_CUBE[face][i];
      if (!vertex) throw new Error("missing vertex");
      expectClose(faceDirection(face, x, y), unit(vertex));
    });
  });

  it.each([
    // Each face's centre, and how the up and down faces turn: both continue the front face.
    ["f", 0.5, 0.5, 0, 0],
    ["r", 0.5, 0.5, 90, 0],
    ["b", 0.5, 0.5, 180, 0],
    ["l", 0.5, 0.5, -90, 0],
    ["u", 0.5, 0.5, 0, 90],
    ["d", 0.5, 0.5, 0, -90],
    ["u", 0.5, 1, 0, 45],
    ["u", 0.5, 0, 180, 45],
    ["u", 1, 0.5, 90, 45],
    ["u", 0, 0.5, -90, 45],
    ["d", 0.5, 0, 0, -45],
    ["d", 0.5, 1, 180, -45],
    ["d", 1, 0.5, 90, -45],
    ["d", 0, 0.5, -90, -45],
    ["f", 1, 0.5, 45, 0],
    ["r", 1, 0.5, 135, 0],
    ["l", 0, 0.5, -135, 0],
    ["f", 0.5, 0, 0, 45],
  ] as const)("face %s at (%d, %d) looks at yaw %d, pitch %d", (face, x, y, yaw, pitch) => {
    const point = directionToYawPitch(faceDirection(face, x, y));
    expect(point.yaw).toBeCloseTo(yaw, 9);
    expect(point.pitch).toBeCloseTo(pitch, 9);
  });

  it.each([
    [0, 0, 2, 0.25, 0.25],
    [1, 0, 2, 0.75, 0.25],
    [2599, 1300, 2600, 2599.5 / 2600, 1300.5 / 2600],
  ])("pixel (%d, %d) of a %d px face is its centre", (column, row, size, x, y) => {
    for (const face of CUBE_FACES)
      expectClose(facePixelDirection(face, column, row, size), faceDirection(face, x, y));
  });
});

describe("directionToYawPitch", () => {
  it.each([
    [[0, 0, -1], 0, 0],
    [[1, 0, 0], 90, 0],
    [[-1, 0, 0], -90, 0],
    [[0, 0, 1], 180, 0],
    [[-0, 0, 1], 180, 0],
    [[0, 1, 0], 0, 90],
    [[0, -5, 0], 0, -90],
    [[1, Math.SQRT2, -1], 45, 45],
    [[-2, 0, -2], -45, 0],
  ] as const)("%j is yaw %d, pitch %d", (direction, yaw, pitch) => {
    const point = directionToYawPitch(direction);
    expect(point.yaw).toBeCloseTo(yaw, 9);
    expect(point.pitch).toBeCloseTo(pitch, 9);
  });

  it("inverts yawPitchToDirection", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -179.999, max: 180, noNaN: true }),
        fc.double({ min: -89.999, max: 89.999, noNaN: true }),
        (yaw, pitch) => {
          const back = directionToYawPitch(yawPitchToDirection({ yaw, pitch }));
          expect(back.yaw).toBeCloseTo(yaw, 6);
          expect(back.pitch).toBeCloseTo(pitch, 6);
        },
      ),
    );
  });
});

describe("directionToFace", () => {
  it("inverts faceDirection inside every face", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CUBE_FACES),
        fc.double({ min: 0.001, max: 0.999, noNaN: true }),
        fc.double({ min: 0.001, max: 0.999, noNaN: true }),
        (face, x, y) => {
          const point = directionToFace(faceDirection(face, x, y));
          expect(point.face).toBe(face);
          expect(point.x).toBeCloseTo(x, 9);
          expect(point.y).toBeCloseTo(y, 9);
        },
      ),
    );
  });

  it.each([
    [[0, 0, -3], "f", 0.5, 0.5],
    [[0, 2, 0], "u", 0.5, 0.5],
    [[1, 0, -1], "f", 1, 0.5],
  ] as const)("%j goes through face %s at (%d, %d)", (direction, face, x, y) => {
    const point = directionToFace(direction);
    expect(point.face).toBe(face);
    expect(point.x).toBeCloseTo(x, 9);
    expect(point.y).toBeCloseTo(y, 9);
  });
});

describe("equirectPosition", () => {
  it.each([
    [0, 0, 4096, 1024],
    [-180, 90, 0, 0],
    [180, -90, 8192, 2048],
    [90, 45, 6144, 512],
  ])("yaw %d, pitch %d on 8192 × 2048 is at (%d, %d)", (yaw, pitch, x, y) => {
    expect(equirectPosition({ yaw, pitch }, 8192, 2048)).toEqual({ x, y });
  });
});
