import type { SphericalPoint } from "../contract/entities/position";
import { CUBE_FACES, type CubeFace, FACE_BASES, type Vec3 } from "./faces";

/*
 * Angles follow the contract (contract/entities/position.ts): yaw 0° at the panorama's centre
 * column, growing clockwise seen from above (to the right), pitch up positive. In the cube frame
 * that puts yaw 0° at −z and yaw 90° at +x, as Pannellum does.
 */

const DEG = 180 / Math.PI;

const normalise = (x: number, y: number, z: number): Vec3 => {
  const length = Math.hypot(x, y, z);
  return [x / length, y / length, z / length];
};

/**
 * The unit direction through a point of a face, given in face coordinates from its top-left
 * corner: `x` across (0 left edge, 1 right edge), `y` down (0 top edge, 1 bottom edge).
 */
export const faceDirection = (face: CubeFace, x: number, y: number): Vec3 => {
  const { centre, right, down } = FACE_BASES[face];
  const s = 2 * x - 1;
  const t = 2 * y - 1;
  return normalise(
    centre[0] + s * right[0] + t * down[0],
    centre[1] + s * right[1] + t * down[1],
    centre[2] + s * right[2] + t * down[2],
  );
};

/** The unit direction through the centre of pixel (`column`, `row`) of a face `faceSize` wide. */
export const facePixelDirection = (
  face: CubeFace,
  column: number,
  row: number,
  faceSize: number,
): Vec3 => faceDirection(face, (column + 0.5) / faceSize, (row + 0.5) / faceSize);

/**
 * Yaw and pitch of a direction (any length but zero), in degrees: yaw in (−180, 180], pitch in
 * [−90, 90]. Straight up or down has no yaw; it reads 0 there.
 */
export const directionToYawPitch = ([x, y, z]: Vec3): SphericalPoint => {
  const horizontal = Math.hypot(x, z);
  const pitch = Math.atan2(y, horizontal) * DEG;
  if (horizontal === 0) return { yaw: 0, pitch };
  const yaw = Math.atan2(x, -z) * DEG;
  // atan2 gives −180 for a direction just behind with x = −0; the contract reads that as 180.
  return { yaw: yaw === -180 ? 180 : yaw, pitch };
};

/** The unit direction of a yaw and pitch in degrees. */
export const yawPitchToDirection = ({ yaw, pitch }: SphericalPoint): Vec3 => {
  const cosPitch = Math.cos(pitch / DEG);
  return [cosPitch * Math.sin(yaw / DEG), Math.sin(pitch / DEG), -cosPitch * Math.cos(yaw / DEG)];
};

/** A point of a face: the face and the face coordinates of {@link faceDirection}. */
export interface FacePoint {
  readonly face: CubeFace;
  /** Across the face, 0 at the left edge and 1 at the right edge. */
  readonly x: number;
  /** Down the face, 0 at the top edge and 1 at the bottom edge. */
  readonly y: number;
}

const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/**
 * The face a direction (any length but zero) goes through and where on it: the inverse of
 * {@link faceDirection}. On an edge or corner the face first in {@link CUBE_FACES} order wins.
 */
export const directionToFace = (direction: Vec3): FacePoint => {
  let best: CubeFace = "f";
  let bestDot = Number.NEGATIVE_INFINITY;
  for (const face of CUBE_FACES) {
    const d = dot(direction, FACE_BASES[face].centre);
    if (d > bestDot + 1e-12) {
      best = face;
      bestDot = d;
    }
  }
  const { right, down } = FACE_BASES[best];
  // Scale the direction onto the face plane (distance 1 from the centre), then read off s and t.
  const s = dot(direction, right) / bestDot;
  const t = dot(direction, down) / bestDot;
  return { face: best, x: (s + 1) / 2, y: (t + 1) / 2 };
};

/**
 * Where a yaw and pitch falls on an equirectangular image `width` × `height`, in continuous pixel
 * coordinates: pixel (i, j) covers [i, i+1) × [j, j+1), so its centre is (i + 0.5, j + 0.5).
 * The left edge is yaw −180°, the top edge pitch 90°.
 */
export const equirectPosition = (
  { yaw, pitch }: SphericalPoint,
  width: number,
  height: number,
): { readonly x: number; readonly y: number } => ({
  x: (yaw / 360 + 0.5) * width,
  y: (0.5 - pitch / 180) * height,
});
