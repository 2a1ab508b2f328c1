/*
 * Angle conventions, read in the viewers' sources (pannellum@2.5.7 `src/js/libpannellum.js`,
 * marzipano@0.10.2 `src/views/Rectilinear.js`):
 * - Orbis and Pannellum: degrees; yaw grows to the right (clockwise seen from above), pitch grows
 *   upward, fov is horizontal.
 * - Marzipano: radians; yaw grows to the right, but pitch grows DOWNWARD (`RectilinearView`
 *   turns (yaw, pitch) into the ray (sin yaw cos pitch, -sin pitch, -cos yaw cos pitch) with +y
 *   up, whatever its TSDoc says), and `fov` is VERTICAL.
 */

/** A direction: yaw and pitch, in the unit and convention of whoever holds it. */
export interface Angles {
  readonly yaw: number;
  readonly pitch: number;
}

/** Radians to degrees. */
export const radiansToDegrees = (radians: number): number => (radians * 180) / Math.PI;

/** Degrees to radians. */
export const degreesToRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** `0 - x`: a negation that never yields `-0`, so converted values compare equal to typed ones. */
export const negate = (value: number): number => 0 - value;

/**
 * A yaw in degrees brought into -180..180. Values already in range are returned unchanged (so a
 * round trip is exact); others wrap into [-180, 180).
 */
export const normalizeYaw = (degrees: number): number => {
  if (degrees >= -180 && degrees <= 180) return degrees + 0;
  const wrapped = (((degrees + 180) % 360) + 360) % 360;
  return wrapped - 180;
};

/** `value` held within `min..max`. */
export const clamp = (value: number, min: number, max: number): number =>
  Math.min(max, Math.max(min, value));

/** A Marzipano direction (radians, pitch down positive) as an Orbis one (degrees, pitch up). */
export const fromMarzipanoAngles = (angles: Angles): Angles => ({
  yaw: normalizeYaw(radiansToDegrees(angles.yaw)),
  pitch: clamp(negate(radiansToDegrees(angles.pitch)), -90, 90),
});

/** An Orbis direction as a Marzipano one: the inverse of {@link fromMarzipanoAngles}. */
export const toMarzipanoAngles = (angles: Angles): Angles => ({
  yaw: degreesToRadians(angles.yaw),
  pitch: degreesToRadians(negate(angles.pitch)),
});

/**
 * The aspect ratio (width / height) assumed to turn Marzipano's vertical fov into our horizontal
 * one: a landscape 16:9 viewport, the common desktop case. Callers may pass their own.
 */
export const MARZIPANO_DEFAULT_ASPECT = 16 / 9;

/** Marzipano's `RectilinearView` fov when none is given: π/4 radians (vertical). */
export const MARZIPANO_DEFAULT_FOV = Math.PI / 4;

/** Smallest margin kept from 0° and 180° so a converted fov stays inside the contract's bounds. */
const FOV_MARGIN = 1e-6;

/** A vertical fov in degrees as the horizontal fov of a viewport of `aspect` (width / height). */
export const verticalToHorizontalFov = (verticalDegrees: number, aspect: number): number => {
  const half = Math.atan(Math.tan(degreesToRadians(verticalDegrees) / 2) * aspect);
  return clamp(radiansToDegrees(2 * half), FOV_MARGIN, 180 - FOV_MARGIN);
};

/** A horizontal fov in degrees as the vertical fov of a viewport of `aspect` (width / height). */
export const horizontalToVerticalFov = (horizontalDegrees: number, aspect: number): number => {
  const half = Math.atan(Math.tan(degreesToRadians(horizontalDegrees) / 2) / aspect);
  return clamp(radiansToDegrees(2 * half), FOV_MARGIN, 180 - FOV_MARGIN);
};
