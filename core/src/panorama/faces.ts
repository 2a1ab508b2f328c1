/*
 * The cube as Pannellum's multires viewer draws it (libpannellum.js 2.5.7, `createCube` and the
 * tile texture coordinates): the frame is WebGL's, +x to the right of the panorama's centre
 * (yaw 90°), +y up (the zenith), −z ahead (yaw 0°). A face image's top-left pixel sits at the
 * quad's first vertex, so each face is described by the direction of its centre and the
 * directions in which its columns (right) and rows (down) grow.
 */

/**
 * The six faces of Orbis's cube, in Orbis's order: front, back, up, down, left, right. The tiler
 * writes and the viewer draws them in this order (libpannellum's multires cube, whose tile names
 * use these letters); formats that list faces otherwise convert in `interop/faces.ts`.
 */
export const CUBE_FACES = ["f", "b", "u", "d", "l", "r"] as const;

/**
 * A cube face, named by the direction it faces: front (yaw 0°), back (180°), up, down, left
 * (−90°), right (90°). The letters are those of Orbis's tile names (`f0_0.jpg`), which Pannellum's
 * multires `%s` and Marzipano's `{f}` use with the same meanings.
 */
export type CubeFace = (typeof CUBE_FACES)[number];

/** A vector in the panorama frame: x right (yaw 90°), y up (zenith), −z ahead (yaw 0°). */
export type Vec3 = readonly [x: number, y: number, z: number];

/**
 * Where a face sits: its centre direction and the unit steps from the centre to its right edge
 * (columns grow) and to its bottom edge (rows grow). A pixel at face coordinates
 * `(s, t)` in −1..1 looks along `centre + s·right + t·down`.
 */
export interface FaceBasis {
  readonly centre: Vec3;
  readonly right: Vec3;
  readonly down: Vec3;
}

/**
 * The basis of every face. Up and down continue the front face: the up face's bottom row
 * touches the front face's top row, and the down face's top row touches its bottom row, so a
 * viewer tilting up or down from yaw 0° sees both upright.
 */
export const FACE_BASES: Readonly<Record<CubeFace, FaceBasis>> = {
  f: { centre: [0, 0, -1], right: [1, 0, 0], down: [0, -1, 0] },
  b: { centre: [0, 0, 1], right: [-1, 0, 0], down: [0, -1, 0] },
  u: { centre: [0, 1, 0], right: [1, 0, 0], down: [0, 0, -1] },
  d: { centre: [0, -1, 0], right: [1, 0, 0], down: [0, 0, 1] },
  l: { centre: [-1, 0, 0], right: [0, 0, -1], down: [0, -1, 0] },
  r: { centre: [1, 0, 0], right: [0, 0, 1], down: [0, -1, 0] },
};

/** True when `value` is one of the six face letters. */
export const isCubeFace = (value: string): value is CubeFace =>
  (CUBE_FACES as readonly string[]).includes(value);
