import type { SphericalPoint, View } from "@orbis/core/contract";
import { type Vec3, yawPitchToDirection } from "@orbis/core/panorama";

/*
 * The camera of a panorama: a view (yaw, pitch, horizontal fov in degrees, as the contract has
 * them) seen through a viewport. Everything the renderer and the overlays need is derived here
 * once per frame, so the shaders, the markers and the picking agree to the last pixel.
 */

/** A drawing area in CSS pixels. */
export interface Viewport {
  readonly width: number;
  readonly height: number;
}

/** How far a view may turn and zoom. */
export interface ViewLimits {
  readonly minFov: number;
  readonly maxFov: number;
  /** The highest pitch the view centre may reach (the lowest is its negative). */
  readonly maxPitch: number;
}

/** Limits that suit a full sphere: no fisheye, no zoom past the tile pyramid's detail. */
export const DEFAULT_LIMITS: ViewLimits = { minFov: 20, maxFov: 120, maxPitch: 90 };

/** The camera frame of a view: unit vectors in the panorama frame and the tangents of the half-fovs. */
export interface Camera {
  readonly right: Vec3;
  readonly up: Vec3;
  readonly forward: Vec3;
  /** tan(horizontal fov / 2). */
  readonly tanX: number;
  /** tan(vertical fov / 2). */
  readonly tanY: number;
  readonly viewport: Viewport;
}

const RAD = Math.PI / 180;

/** A yaw folded into (−180, 180], the contract's range. */
export const normalizeYaw = (yaw: number): number => {
  const folded = (((yaw + 180) % 360) + 360) % 360;
  return folded === 0 ? 180 : folded - 180;
};

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The view moved inside the limits: fov clamped, pitch clamped, yaw folded. */
export const clampView = (view: View, limits: ViewLimits = DEFAULT_LIMITS): View => ({
  yaw: normalizeYaw(view.yaw),
  pitch: clamp(view.pitch, -limits.maxPitch, limits.maxPitch),
  fov: clamp(view.fov, limits.minFov, limits.maxFov),
});

/** The vertical fov (degrees) that a horizontal one gives on a viewport. */
export const verticalFov = (fov: number, viewport: Viewport): number =>
  (2 * Math.atan((Math.tan((fov * RAD) / 2) * viewport.height) / viewport.width)) / RAD;

/** The camera frame of a view on a viewport (no roll: the horizon stays level). */
export const cameraOf = (view: View, viewport: Viewport): Camera => {
  const forward = yawPitchToDirection(view);
  const yaw = view.yaw * RAD;
  // The right vector is horizontal: yaw 0 looks along −z with +x to the right.
  const right: Vec3 = [Math.cos(yaw), 0, Math.sin(yaw)];
  const up: Vec3 = [
    right[1] * forward[2] - right[2] * forward[1],
    right[2] * forward[0] - right[0] * forward[2],
    right[0] * forward[1] - right[1] * forward[0],
  ];
  const tanX = Math.tan((view.fov * RAD) / 2);
  const aspect = viewport.width > 0 ? viewport.height / viewport.width : 1;
  return { right, up, forward, tanX, tanY: tanX * aspect, viewport };
};

/** The angle in degrees between two directions on the sphere. */
export const angleBetween = (a: SphericalPoint, b: SphericalPoint): number => {
  const u = yawPitchToDirection(a);
  const v = yawPitchToDirection(b);
  const dot = u[0] * v[0] + u[1] * v[1] + u[2] * v[2];
  return Math.acos(clamp(dot, -1, 1)) / RAD;
};
