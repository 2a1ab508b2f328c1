import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  fovSchema,
  geoPositionSchema,
  pitchSchema,
  sphericalPointSchema,
  viewSchema,
  yawSchema,
} from "./position";

const inside = (min: number, max: number) => fc.double({ min, max, noNaN: true });
const outside = (min: number, max: number) =>
  fc.oneof(
    fc.double({ max: min, maxExcluded: true, noNaN: true }),
    fc.double({ min: max, minExcluded: true, noNaN: true }),
  );

describe("angles", () => {
  it.each([
    ["yaw", yawSchema, -180, 180],
    ["pitch", pitchSchema, -90, 90],
    ["latitude", geoPositionSchema.shape.lat, -90, 90],
    ["longitude", geoPositionSchema.shape.lon, -180, 180],
  ] as const)("%s accepts exactly %d..%d", (_, schema, min, max) => {
    fc.assert(fc.property(inside(min, max), (v) => schema.safeParse(v).success));
    fc.assert(fc.property(outside(min, max), (v) => !schema.safeParse(v).success));
  });

  it.each([
    [0, false],
    [0.5, true],
    [100, true],
    [179.9, true],
    [180, false],
    [-10, false],
    [Number.NaN, false],
  ])("fov %d is valid: %s", (fov, ok) => {
    expect(fovSchema.safeParse(fov).success).toBe(ok);
  });

  it.each([
    [{ yaw: 0, pitch: 0 }, true],
    [{ yaw: 180, pitch: -90 }, true],
    [{ yaw: 0, pitch: 91 }, false],
    [{ yaw: -181, pitch: 0 }, false],
    [{ yaw: "0", pitch: 0 }, false],
    [{ yaw: 0 }, false],
  ])("point %j is valid: %s", (point, ok) => {
    expect(sphericalPointSchema.safeParse(point).success).toBe(ok);
  });

  it.each([
    [{ yaw: 10, pitch: 5, fov: 90 }, true],
    [{ yaw: 10, pitch: 5 }, false],
  ])("view %j is valid: %s", (view, ok) => {
    expect(viewSchema.safeParse(view).success).toBe(ok);
  });

  it.each([
    [{ lat: 37.5, lon: 127 }, true],
    [{ lat: 37.5, lon: 127, alt: 120 }, true],
    [{ lat: 37.5, lon: 127, alt: 200_000 }, false],
    [{ lat: 91, lon: 0 }, false],
    [{ lat: 0, lon: 181 }, false],
  ])("geo position %j is valid: %s", (geo, ok) => {
    expect(geoPositionSchema.safeParse(geo).success).toBe(ok);
  });
});
