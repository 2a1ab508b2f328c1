import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  degreesToRadians,
  fromMarzipanoAngles,
  horizontalToVerticalFov,
  normalizeYaw,
  radiansToDegrees,
  toMarzipanoAngles,
  verticalToHorizontalFov,
} from "./angles";

const yaw = fc.double({ min: -180, max: 180, noNaN: true });
const pitch = fc.double({ min: -90, max: 90, noNaN: true });
const fov = fc.double({ min: 1, max: 179, noNaN: true });
const aspect = fc.double({ min: 0.25, max: 4, noNaN: true });

describe("normalizeYaw", () => {
  it.each([
    [0, 0],
    [180, 180],
    [-180, -180],
    [190, -170],
    [360, 0],
    [540, -180],
    [-190, 170],
    [-720.5, -0.5],
    [-0, 0],
  ])("%s° → %s°", (input, expected) => {
    expect(normalizeYaw(input)).toBeCloseTo(expected, 12);
    expect(Object.is(normalizeYaw(input), -0)).toBe(false);
  });

  it("keeps any yaw within -180..180 and the same direction", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (input) => {
        const out = normalizeYaw(input);
        expect(out).toBeGreaterThanOrEqual(-180);
        expect(out).toBeLessThanOrEqual(180);
        expect(Math.cos(degreesToRadians(out))).toBeCloseTo(Math.cos(degreesToRadians(input)), 6);
        expect(Math.sin(degreesToRadians(out))).toBeCloseTo(Math.sin(degreesToRadians(input)), 6);
      }),
    );
  });
});

describe("Marzipano angles", () => {
  it.each([
    ["straight ahead", { yaw: 0, pitch: 0 }, { yaw: 0, pitch: 0 }],
    ["right", { yaw: Math.PI / 2, pitch: 0 }, { yaw: 90, pitch: 0 }],
    ["left", { yaw: -Math.PI / 2, pitch: 0 }, { yaw: -90, pitch: 0 }],
    ["Marzipano pitch > 0 looks down", { yaw: 0, pitch: Math.PI / 6 }, { yaw: 0, pitch: -30 }],
    [
      "Marzipano pitch < 0 looks up",
      { yaw: Math.PI, pitch: -Math.PI / 2 },
      { yaw: 180, pitch: 90 },
    ],
    [
      "a rounding overshoot is clamped",
      { yaw: 0, pitch: Math.PI / 2 + 1e-9 },
      { yaw: 0, pitch: -90 },
    ],
  ])("%s", (_, marzipano, orbis) => {
    const out = fromMarzipanoAngles(marzipano);
    expect(out.yaw).toBeCloseTo(orbis.yaw, 9);
    expect(out.pitch).toBeCloseTo(orbis.pitch, 9);
  });

  it("from and to are inverse of each other", () => {
    fc.assert(
      fc.property(yaw, pitch, (y, p) => {
        const back = fromMarzipanoAngles(toMarzipanoAngles({ yaw: y, pitch: p }));
        expect(Math.abs(normalizeYaw(back.yaw - y))).toBeLessThan(1e-9);
        expect(back.pitch).toBeCloseTo(p, 9);
      }),
    );
    fc.assert(
      fc.property(
        fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
        fc.double({ min: -Math.PI / 2, max: Math.PI / 2, noNaN: true }),
        (y, p) => {
          const back = toMarzipanoAngles(fromMarzipanoAngles({ yaw: y, pitch: p }));
          expect(Math.cos(back.yaw)).toBeCloseTo(Math.cos(y), 9);
          expect(Math.sin(back.yaw)).toBeCloseTo(Math.sin(y), 9);
          expect(back.pitch).toBeCloseTo(p, 9);
        },
      ),
    );
  });

  it("degrees and radians are inverse of each other", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e4, max: 1e4, noNaN: true }), (deg) => {
        expect(radiansToDegrees(degreesToRadians(deg))).toBeCloseTo(deg, 9);
      }),
    );
  });
});

describe("fov conversions", () => {
  it.each([
    [90, 1, 90],
    [90, 16 / 9, radiansToDegrees(2 * Math.atan(16 / 9))],
    [60, 2, radiansToDegrees(2 * Math.atan(Math.tan(Math.PI / 6) * 2))],
  ])("a vertical %s° at aspect %s is %s° across", (vertical, ratio, horizontal) => {
    expect(verticalToHorizontalFov(vertical, ratio)).toBeCloseTo(horizontal, 9);
    expect(horizontalToVerticalFov(horizontal, ratio)).toBeCloseTo(vertical, 9);
  });

  it("vertical → horizontal → vertical is the identity, and stays inside (0, 180)", () => {
    fc.assert(
      fc.property(fov, aspect, (vertical, ratio) => {
        const horizontal = verticalToHorizontalFov(vertical, ratio);
        expect(horizontal).toBeGreaterThan(0);
        expect(horizontal).toBeLessThan(180);
        expect(horizontalToVerticalFov(horizontal, ratio)).toBeCloseTo(vertical, 6);
      }),
    );
  });
});
