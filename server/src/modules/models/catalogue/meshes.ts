/*
 * Mesh data and the operations the catalogue builds models with, in metres, glTF's Y-up frame.
 */

/** A point or direction. */
export type Vec3 = readonly [number, number, number];

/** Triangles over shared vertices: `positions` is x,y,z per vertex, `indices` three per triangle. */
export interface MeshData {
  readonly positions: readonly number[];
  readonly indices: readonly number[];
}

const vertex = (m: MeshData, i: number): Vec3 => [
  m.positions[3 * i] ?? 0,
  m.positions[3 * i + 1] ?? 0,
  m.positions[3 * i + 2] ?? 0,
];
const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
/** Dot product. */
export const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/** Applies `f` to every vertex. */
export const mapVertices = (m: MeshData, f: (v: Vec3) => Vec3): MeshData => ({
  positions: Array.from({ length: m.positions.length / 3 }, (_, i) => f(vertex(m, i))).flat(),
  indices: m.indices,
});

/** Moves a mesh. */
export const translate = (m: MeshData, [x, y, z]: Vec3): MeshData =>
  mapVertices(m, (v) => [v[0] + x, v[1] + y, v[2] + z]);

/** Turns a mesh about the X axis (positive: +Y towards +Z), in degrees. */
export const rotateX = (m: MeshData, degrees: number): MeshData => {
  const r = (degrees * Math.PI) / 180;
  const [c, s] = [Math.cos(r), Math.sin(r)];
  return mapVertices(m, ([x, y, z]) => [x, y * c - z * s, y * s + z * c]);
};

/** Turns a mesh about the Z axis (positive: +X towards +Y), in degrees. */
export const rotateZ = (m: MeshData, degrees: number): MeshData => {
  const r = (degrees * Math.PI) / 180;
  const [c, s] = [Math.cos(r), Math.sin(r)];
  return mapVertices(m, ([x, y, z]) => [x * c - y * s, x * s + y * c, z]);
};

/** One mesh of several (same material). */
export const merge = (...meshes: readonly MeshData[]): MeshData => {
  const positions: number[] = [];
  const indices: number[] = [];
  for (const m of meshes) {
    const base = positions.length / 3;
    positions.push(...m.positions);
    indices.push(...m.indices.map((i) => i + base));
  }
  return { positions, indices };
};

/**
 * Turns every triangle of a convex solid to face away from the solid's centre: no winding to get
 * wrong by hand, and the flat normals computed from the triangles always point outwards.
 */
export const outward = (m: MeshData): MeshData => {
  const count = m.positions.length / 3;
  const centre = [0, 1, 2].map(
    (axis) => m.positions.filter((_, i) => i % 3 === axis).reduce((a, b) => a + b, 0) / count,
  ) as unknown as Vec3;
  const indices: number[] = [];
  for (let t = 0; t < m.indices.length; t += 3) {
    const [a, b, c] = [m.indices[t] ?? 0, m.indices[t + 1] ?? 0, m.indices[t + 2] ?? 0];
    const [pa, pb, pc] = [vertex(m, a), vertex(m, b), vertex(m, c)];
    const normal = cross(sub(pb, pa), sub(pc, pa));
    const mid: Vec3 = [
      (pa[0] + pb[0] + pc[0]) / 3,
      (pa[1] + pb[1] + pc[1]) / 3,
      (pa[2] + pb[2] + pc[2]) / 3,
    ];
    indices.push(...(dot(normal, sub(mid, centre)) >= 0 ? [a, b, c] : [a, c, b]));
  }
  return { positions: m.positions, indices };
};

/** Flat-shaded triangles: each corner its own vertex carrying its face's unit normal. */
export interface FlatMesh {
  readonly positions: Float32Array;
  readonly normals: Float32Array;
  readonly indices: Uint16Array;
}

/** Splits a mesh into flat-shaded triangles, dropping those of zero area (a cone's tip). */
export const flatShade = (m: MeshData): FlatMesh => {
  const positions: number[] = [];
  const normals: number[] = [];
  for (let t = 0; t < m.indices.length; t += 3) {
    const [pa, pb, pc] = [0, 1, 2].map((k) => vertex(m, m.indices[t + k] ?? 0)) as [
      Vec3,
      Vec3,
      Vec3,
    ];
    const n = cross(sub(pb, pa), sub(pc, pa));
    const length = Math.hypot(...n);
    if (length < 1e-9) continue;
    positions.push(...pa, ...pb, ...pc);
    for (let k = 0; k < 3; k += 1) normals.push(n[0] / length, n[1] / length, n[2] / length);
  }
  const count = positions.length / 3;
  return {
    positions: new Float32Array(positions),
    normals: new Float32Array(normals),
    indices: Uint16Array.from({ length: count }, (_, i) => i),
  };
};
