import { z } from "zod";

/*
 * Angles are degrees, as in Pannellum and krpano tour files: yaw grows clockwise seen from
 * above with 0 at the panorama's centre column; pitch grows upward with 0 at the horizon.
 */

/** A horizontal angle in degrees, -180..180. */
export const yawSchema = z.number().min(-180).max(180);

/** A vertical angle in degrees, -90 (nadir) to 90 (zenith). */
export const pitchSchema = z.number().min(-90).max(90);

/**
 * A horizontal field of view in degrees. A rectilinear view cannot reach 180°, so the bound is
 * exclusive; the viewer clamps further to what it can draw.
 */
export const fovSchema = z.number().gt(0).lt(180);

/** A direction on the panorama sphere. */
export const sphericalPointSchema = z.object({ yaw: yawSchema, pitch: pitchSchema });
/** A direction on the panorama sphere. */
export type SphericalPoint = z.infer<typeof sphericalPointSchema>;

/** Where the camera looks: a direction and a field of view. */
export const viewSchema = sphericalPointSchema.extend({ fov: fovSchema });
/** A camera view. */
export type View = z.infer<typeof viewSchema>;

/** A place on the globe (WGS 84): latitude and longitude in degrees, altitude in metres. */
export const geoPositionSchema = z.object({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  /** Height above the ellipsoid; absent means on the ground. */
  alt: z.number().min(-500).max(100_000).optional(),
});
/** A place on the globe. */
export type GeoPosition = z.infer<typeof geoPositionSchema>;
