import { describe, expect, it } from "vitest";
import { CUBE_FACES, type CubeFace } from "../panorama/faces";
import { degreesToRadians } from "./angles";
import {
  CUBE_FACE_DIRECTIONS,
  cubeFaceOrientation,
  MARZIPANO_PREVIEW_FACE_ORDER,
  PANNELLUM_CUBEMAP_ORDER,
} from "./faces";

/*
 * The viewers' face geometry, transcribed from their sources, in the shared world frame of both
 * (WebGL: camera looks down -z at yaw 0, +x right, +y up). A face image point is (u, v) in 0..1,
 * u rightward and v downward from the image's top-left corner.
 */
type Vec = readonly [number, number, number];

// pannellum@2.5.7 libpannellum.js `createCube`, faces in the order f b u d l r; texture
// coordinates [0,0, 1,0, 1,1, 0,1] (no UNPACK_FLIP_Y: (0,0) is the image's top-left).
const pannellumCube: Record<CubeFace, readonly Vec[]> = {
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
const pannellumMultires = (face: CubeFace, u: number, v: number): Vec => {
  const [a, b, c, d] = pannellumCube[face] as [Vec, Vec, Vec, Vec];
  const at = (i: 0 | 1 | 2) =>
    (1 - v) * ((1 - u) * a[i] + u * b[i]) + v * ((1 - u) * d[i] + u * c[i]);
  return [at(0), at(1), at(2)];
};

// The cube-map direction of fragCube is (cos φ sin λ, sin φ, cos φ cos λ): front +z, right +x,
// so its frame is ours with z mirrored. WebGL cube-map face axes (sc, tc, major axis), t = 0 at
// the image's first row; `cubeMap` images 0..5 go to +Z, +X, -Z, -X, +Y, -Y.
const pannellumCubemap = (face: CubeFace, u: number, v: number): Vec => {
  const s = 2 * u - 1;
  const t = 2 * v - 1;
  const cube: Record<CubeFace, Vec> = {
    f: [s, -t, 1],
    r: [1, -t, -s],
    b: [-s, -t, -1],
    l: [-1, -t, s],
    u: [s, 1, t],
    d: [s, -1, -t],
  };
  const [x, y, z] = cube[face];
  return [x, y, -z];
};

// marzipano@0.10.2 src/geometries/Cube.js: a point (x, y, -0.5) of the front face, rotated by
// faceRotation (x then y); WebGl.js sets UNPACK_FLIP_Y so image top is +y.
const rotation: Record<CubeFace, { x: number; y: number }> = {
  f: { x: 0, y: 0 },
  b: { x: 0, y: Math.PI },
  l: { x: 0, y: Math.PI / 2 },
  r: { x: 0, y: -Math.PI / 2 },
  u: { x: Math.PI / 2, y: 0 },
  d: { x: -Math.PI / 2, y: 0 },
};
const marzipano = (face: CubeFace, u: number, v: number): Vec => {
  const { x: rx, y: ry } = rotation[face];
  const [x0, y0, z0] = [u - 0.5, 0.5 - v, -0.5];
  const [x1, y1, z1] = [
    x0,
    y0 * Math.cos(rx) - z0 * Math.sin(rx),
    y0 * Math.sin(rx) + z0 * Math.cos(rx),
  ];
  return [z1 * Math.sin(ry) + x1 * Math.cos(ry), y1, z1 * Math.cos(ry) - x1 * Math.sin(ry)];
};

const unit = (vec: Vec): Vec => {
  const length = Math.hypot(...vec);
  return [vec[0] / length, vec[1] / length, vec[2] / length];
};
const expectSameDirection = (a: Vec, b: Vec) => {
  const [ua, ub] = [unit(a), unit(b)];
  for (const i of [0, 1, 2] as const) expect(ua[i]).toBeCloseTo(ub[i], 12);
};

/** An Orbis direction in the world frame: yaw right, pitch up, yaw 0 looking down -z. */
const orbis = (yaw: number, pitch: number): Vec => {
  const [y, p] = [degreesToRadians(yaw), degreesToRadians(pitch)];
  return [Math.sin(y) * Math.cos(p), Math.sin(p), -Math.cos(y) * Math.cos(p)];
};

const samples: [number, number][] = [
  [0, 0],
  [1, 0],
  [0, 1],
  [1, 1],
  [0.5, 0.5],
  [0.25, 0.8],
];

describe("cube face conventions", () => {
  it.each(CUBE_FACES)("face %s: every format maps its image onto the same directions", (face) => {
    for (const [u, v] of samples) {
      const reference = pannellumMultires(face, u, v);
      expectSameDirection(pannellumCubemap(face, u, v), reference);
      expectSameDirection(marzipano(face, u, v), reference);
    }
    for (const format of ["pannellum-multires", "pannellum-cubemap", "marzipano"] as const) {
      expect(cubeFaceOrientation[format][face]).toEqual({ letter: face, rotate: 0, flip: "none" });
    }
  });

  it.each(CUBE_FACES)("face %s: its centre looks where CUBE_FACE_DIRECTIONS says", (face) => {
    const { yaw, pitch } = CUBE_FACE_DIRECTIONS[face];
    expectSameDirection(pannellumMultires(face, 0.5, 0.5), orbis(yaw, pitch));
  });

  it("names the face orders of Pannellum's cubeMap and Marzipano's preview strip", () => {
    expect(PANNELLUM_CUBEMAP_ORDER).toEqual(["f", "r", "b", "l", "u", "d"]);
    expect(MARZIPANO_PREVIEW_FACE_ORDER.join("")).toBe("bdflru");
  });
});
