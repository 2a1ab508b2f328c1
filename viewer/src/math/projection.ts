import type { SphericalPoint } from "@orbis/core/contract";
import { directionToYawPitch, type Vec3, yawPitchToDirection } from "@orbis/core/panorama";
import type { Camera } from "./view";

/*
 * Between the sphere and the screen: a rectilinear (pinhole) projection, the one the renderer's
 * shaders use. Screen coordinates are CSS pixels from the viewport's top-left corner.
 */

/** A point on the screen and how far ahead it lies (the cosine-like depth, > 0 in front). */
export interface ScreenPoint {
  readonly x: number;
  readonly y: number;
  /** The direction's component along the view axis: 1 at the centre, ≤ 0 behind the camera. */
  readonly depth: number;
}

const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/** A direction in camera coordinates: x right, y up, z ahead. */
export const toCamera = (direction: Vec3, camera: Camera): Vec3 => [
  dot(direction, camera.right),
  dot(direction, camera.up),
  dot(direction, camera.forward),
];

/** Camera coordinates (z > 0) on the screen. */
export const cameraToScreen = ([x, y, z]: Vec3, camera: Camera): ScreenPoint => {
  const { width, height } = camera.viewport;
  return {
    x: (width / 2) * (1 + x / z / camera.tanX),
    y: (height / 2) * (1 - y / z / camera.tanY),
    depth: z,
  };
};

/** Where a direction lands on the screen, or null when it is behind the camera. */
export const projectDirection = (direction: Vec3, camera: Camera): ScreenPoint | null => {
  const c = toCamera(direction, camera);
  return c[2] <= 1e-6 ? null : cameraToScreen(c, camera);
};

/** Where a yaw/pitch lands on the screen, or null when it is behind the camera. */
export const projectPoint = (point: SphericalPoint, camera: Camera): ScreenPoint | null =>
  projectDirection(yawPitchToDirection(point), camera);

/** The unit direction seen through a screen point: the inverse of {@link projectDirection}. */
export const screenToDirection = (x: number, y: number, camera: Camera): Vec3 => {
  const { width, height } = camera.viewport;
  const sx = ((2 * x) / width - 1) * camera.tanX;
  const sy = (1 - (2 * y) / height) * camera.tanY;
  const { right: r, up: u, forward: f } = camera;
  const d: Vec3 = [
    f[0] + sx * r[0] + sy * u[0],
    f[1] + sx * r[1] + sy * u[1],
    f[2] + sx * r[2] + sy * u[2],
  ];
  const length = Math.hypot(d[0], d[1], d[2]);
  return [d[0] / length, d[1] / length, d[2] / length];
};

/** The yaw/pitch under a screen point (what a click in the editor picks). */
export const screenToYawPitch = (x: number, y: number, camera: Camera): SphericalPoint =>
  directionToYawPitch(screenToDirection(x, y, camera));

/** True when a screen point lies inside the viewport grown by `margin` pixels on every side. */
export const onScreen = (point: ScreenPoint, camera: Camera, margin = 0): boolean =>
  point.x >= -margin &&
  point.y >= -margin &&
  point.x <= camera.viewport.width + margin &&
  point.y <= camera.viewport.height + margin;
