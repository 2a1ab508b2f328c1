import { yawPitchToDirection } from "@orbis/core/panorama";

/*
 * The preview is an equirectangular image: drawn on a sphere of small flat triangles, each pixel
 * costs one texture read (a ray cast per pixel costs an atan and an asin, which a software GL on
 * a phone or a headless browser feels). The seam column is doubled so the texture coordinate
 * runs 0 → 1 without wrapping.
 */

/** Interleaved vertices (x, y, z, u, v) and triangle indices of a unit sphere. */
export interface SphereMesh {
  readonly vertices: Float32Array;
  readonly indices: Uint16Array;
}

/** A UV sphere with `columns` × `rows` quads, texture mapped as an equirect (yaw 0 at u = 0.5). */
export const sphereMesh = (columns = 64, rows = 32): SphereMesh => {
  const vertices = new Float32Array((columns + 1) * (rows + 1) * 5);
  let v = 0;
  for (let row = 0; row <= rows; row++) {
    const t = row / rows;
    for (let column = 0; column <= columns; column++) {
      const s = column / columns;
      const [x, y, z] = yawPitchToDirection({ yaw: s * 360 - 180, pitch: 90 - t * 180 });
      vertices.set([x, y, z, s, t], v);
      v += 5;
    }
  }
  const indices = new Uint16Array(columns * rows * 6);
  let i = 0;
  for (let row = 0; row < rows; row++)
    for (let column = 0; column < columns; column++) {
      const a = row * (columns + 1) + column;
      const b = a + columns + 1;
      indices.set([a, b, a + 1, a + 1, b, b + 1], i);
      i += 6;
    }
  return { vertices, indices };
};
