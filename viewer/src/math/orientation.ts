import type { SphericalPoint } from "@orbis/core/contract";

/*
 * The gyroscope: a phone's `deviceorientation` angles (W3C DeviceOrientation, intrinsic
 * Z-X'-Y'' rotations from an east-north-up frame) to where its back camera looks. The view
 * keeps the horizon level, so only the look direction matters, not the phone's roll.
 */

/** The angles of a `deviceorientation` event, degrees. */
export interface DeviceAngles {
  readonly alpha: number;
  readonly beta: number;
  readonly gamma: number;
}

const RAD = Math.PI / 180;

type V3 = [number, number, number];

/** R = Rz(alpha)·Rx(beta)·Ry(gamma) applied to a device-frame vector. */
const rotate = ({ alpha, beta, gamma }: DeviceAngles, [x, y, z]: V3): V3 => {
  const [ca, sa] = [Math.cos(alpha * RAD), Math.sin(alpha * RAD)];
  const [cb, sb] = [Math.cos(beta * RAD), Math.sin(beta * RAD)];
  const [cg, sg] = [Math.cos(gamma * RAD), Math.sin(gamma * RAD)];
  // Ry(gamma)
  const x1 = cg * x + sg * z;
  const z1 = -sg * x + cg * z;
  // Rx(beta)
  const y2 = cb * y - sb * z1;
  const z2 = sb * y + cb * z1;
  // Rz(alpha)
  return [ca * x1 - sa * y2, sa * x1 + ca * y2, z2];
};

/**
 * Where the back camera looks, as a compass azimuth (degrees clockwise from the frame's north,
 * −180..180) and a pitch (up positive). `screenAngle` is `screen.orientation.angle`: the screen's
 * up edge turns with it. Looking straight up or down, the azimuth comes from the screen's up
 * edge, so it does not spin.
 */
export const deviceLook = (angles: DeviceAngles, screenAngle = 0): SphericalPoint => {
  const forward = rotate(angles, [0, 0, -1]);
  const up = rotate(angles, [Math.sin(screenAngle * RAD), Math.cos(screenAngle * RAD), 0]);
  const pitch = Math.asin(Math.max(-1, Math.min(1, forward[2]))) / RAD;
  // Tilted up, the screen's up edge points behind the look; tilted down, ahead of it.
  const east = forward[0] - forward[2] * up[0];
  const north = forward[1] - forward[2] * up[1];
  const azimuth = Math.atan2(east, north) / RAD;
  return { yaw: azimuth === -180 ? 180 : azimuth + 0, pitch };
};
