import type { SphericalPoint, View } from "@orbis/core/contract";
import type { Vec3 } from "@orbis/core/panorama";

/*
 * Panorama directions in a local east-north-up frame, the frame Cesium places models in. A
 * scene's `northOffset` is the yaw that faces geographic north, so a direction's compass
 * heading is its yaw minus that offset. Scenes without a position are put at an arbitrary
 * place on the globe: only the directions and distances matter to what the visitor sees.
 */

const RAD = Math.PI / 180;

/** A compass heading in degrees (clockwise from north, −180..180] for a panorama yaw. */
export const headingOf = (yaw: number, northOffset: number): number => {
  const h = (((yaw - northOffset + 180) % 360) + 360) % 360;
  return h === 0 ? 180 : h - 180;
};

/** The east-north-up offset, in metres, of a point `distance` metres away in a yaw/pitch. */
export const enuOffset = (point: SphericalPoint, distance: number, northOffset: number): Vec3 => {
  const heading = headingOf(point.yaw, northOffset) * RAD;
  const pitch = point.pitch * RAD;
  return [
    distance * Math.cos(pitch) * Math.sin(heading),
    distance * Math.cos(pitch) * Math.cos(heading),
    distance * Math.sin(pitch),
  ];
};

/** A camera orientation for Cesium: heading and pitch in radians, no roll. */
export interface HeadingPitchRoll {
  readonly heading: number;
  readonly pitch: number;
  readonly roll: number;
}

/** The Cesium camera orientation of a panorama view. */
export const cameraOrientation = (view: View, northOffset: number): HeadingPitchRoll => ({
  heading: headingOf(view.yaw, northOffset) * RAD,
  pitch: view.pitch * RAD,
  roll: 0,
});

/**
 * Cesium's `frustum.fov` is the angle across the wider side of the canvas; the contract's fov is
 * horizontal. A portrait canvas needs the vertical angle instead.
 */
export const cesiumFov = (fov: number, width: number, height: number): number => {
  const horizontal = fov * RAD;
  if (width >= height || width === 0) return horizontal;
  return 2 * Math.atan((Math.tan(horizontal / 2) * height) / width);
};
