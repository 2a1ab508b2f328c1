import { type MeshData, outward, type Vec3 } from "./meshes";

/*
 * The convex solids the catalogue's models are made of. Each ends with `outward`, so their
 * triangles are listed in any order here and still face out.
 */

/** A box of the given sizes, centred on the origin. */
export const box = (sx: number, sy: number, sz: number): MeshData => {
  const positions: number[] = [];
  for (const x of [-sx / 2, sx / 2])
    for (const y of [-sy / 2, sy / 2]) for (const z of [-sz / 2, sz / 2]) positions.push(x, y, z);
  // Corner i has x from bit 2, y from bit 1, z from bit 0.
  const faces = [
    [0, 1, 3, 2],
    [4, 6, 7, 5],
    [0, 4, 5, 1],
    [2, 3, 7, 6],
    [0, 2, 6, 4],
    [1, 5, 7, 3],
  ];
  return outward({
    positions,
    indices: faces.flatMap(([a, b, c, d]) => [a, b, c, a, c, d]) as number[],
  });
};

/**
 * A cylinder standing on the origin from y 0 to `height`; a top radius of 0 makes a cone.
 * Triangles that collapse at a cone's tip are dropped later by the flat shading.
 */
export const cylinder = (bottom: number, top: number, height: number, segments = 16): MeshData => {
  const positions: number[] = [0, 0, 0, 0, height, 0];
  const indices: number[] = [];
  for (let i = 0; i < segments; i += 1) {
    const a = (2 * Math.PI * i) / segments;
    positions.push(bottom * Math.cos(a), 0, bottom * Math.sin(a));
    positions.push(top * Math.cos(a), height, top * Math.sin(a));
  }
  for (let i = 0; i < segments; i += 1) {
    const [b0, t0] = [2 + 2 * i, 3 + 2 * i];
    const [b1, t1] = [2 + 2 * ((i + 1) % segments), 3 + 2 * ((i + 1) % segments)];
    indices.push(b0, b1, t1, b0, t1, t0, 0, b1, b0, 1, t0, t1);
  }
  return outward({ positions, indices });
};

/** A sphere of `radius` centred on the origin, in `rings` bands of `segments` faces. */
export const sphere = (radius: number, segments = 16, rings = 10): MeshData => {
  const positions: number[] = [];
  const indices: number[] = [];
  for (let r = 0; r <= rings; r += 1) {
    const phi = (Math.PI * r) / rings;
    for (let s = 0; s < segments; s += 1) {
      const theta = (2 * Math.PI * s) / segments;
      positions.push(
        radius * Math.sin(phi) * Math.cos(theta),
        radius * Math.cos(phi),
        radius * Math.sin(phi) * Math.sin(theta),
      );
    }
  }
  for (let r = 0; r < rings; r += 1)
    for (let s = 0; s < segments; s += 1) {
      const [a, b] = [r * segments + s, r * segments + ((s + 1) % segments)];
      indices.push(a, b, b + segments, a, b + segments, a + segments);
    }
  return outward({ positions, indices });
};

/** A convex polygon (x, y pairs, in order) extruded `depth` along Z, centred on z 0. */
export const prism = (outline: readonly (readonly [number, number])[], depth: number): MeshData => {
  const n = outline.length;
  const positions = outline.flatMap(([x, y]) => [x, y, -depth / 2, x, y, depth / 2]);
  const indices: number[] = [];
  for (let i = 1; i < n - 1; i += 1) indices.push(0, 2 * i, 2 * i + 2, 1, 2 * i + 1, 2 * i + 3);
  for (let i = 0; i < n; i += 1) {
    const j = (i + 1) % n;
    indices.push(2 * i, 2 * j, 2 * j + 1, 2 * i, 2 * j + 1, 2 * i + 1);
  }
  return outward({ positions, indices });
};

/**
 * A low-poly stone: an icosahedron whose corners are pushed in or out by fixed amounts, so the
 * catalogue's file is the same at every seeding.
 */
export const stone = (radius: number, bumps: readonly number[]): MeshData => {
  const g = (1 + Math.sqrt(5)) / 2;
  const corners: Vec3[] = [
    [-1, g, 0],
    [1, g, 0],
    [-1, -g, 0],
    [1, -g, 0],
    [0, -1, g],
    [0, 1, g],
    [0, -1, -g],
    [0, 1, -g],
    [g, 0, -1],
    [g, 0, 1],
    [-g, 0, -1],
    [-g, 0, 1],
  ];
  const positions = corners.flatMap((c, i) => {
    const k = (radius * (bumps[i % bumps.length] ?? 1)) / Math.hypot(...c);
    return [c[0] * k, c[1] * k * 0.7, c[2] * k];
  });
  const faces = [
    [0, 11, 5],
    [0, 5, 1],
    [0, 1, 7],
    [0, 7, 10],
    [0, 10, 11],
    [1, 5, 9],
    [5, 11, 4],
    [11, 10, 2],
    [10, 7, 6],
    [7, 1, 8],
    [3, 9, 4],
    [3, 4, 2],
    [3, 2, 6],
    [3, 6, 8],
    [3, 8, 9],
    [4, 9, 5],
    [2, 4, 11],
    [6, 2, 10],
    [8, 6, 7],
    [9, 8, 1],
  ];
  return outward({ positions, indices: faces.flat() });
};
