import { describe, expect, it } from "vitest";
import { angleBetween, cameraOf, clampView, normalizeYaw, verticalFov } from "./view";

describe("views", () => {
  it.each([
    [0, 0],
    [180, 180],
    [-180, 180],
    [190, -170],
    [-190, 170],
    [540, 180],
    [725, 5],
  ])("folds yaw %d to %d", (yaw, folded) => {
    expect(normalizeYaw(yaw)).toBeCloseTo(folded, 9);
  });

  it("clamps pitch and fov to the limits", () => {
    expect(clampView({ yaw: 370, pitch: 100, fov: 5 })).toEqual({ yaw: 10, pitch: 90, fov: 20 });
    expect(
      clampView({ yaw: 0, pitch: -30, fov: 200 }, { minFov: 30, maxFov: 90, maxPitch: 20 }),
    ).toEqual({ yaw: 0, pitch: -20, fov: 90 });
  });

  it("derives the vertical fov from the viewport's shape", () => {
    expect(verticalFov(90, { width: 100, height: 100 })).toBeCloseTo(90, 9);
    expect(verticalFov(90, { width: 200, height: 100 })).toBeCloseTo(53.13, 2);
  });

  it("builds an orthonormal camera frame with a level right vector", () => {
    const c = cameraOf({ yaw: 33, pitch: 47, fov: 80 }, { width: 640, height: 480 });
    const dot = (a: readonly number[], b: readonly number[]) =>
      a.reduce((s, v, i) => s + v * (b[i] ?? 0), 0);
    expect(dot(c.right, c.up)).toBeCloseTo(0, 12);
    expect(dot(c.up, c.forward)).toBeCloseTo(0, 12);
    expect(dot(c.right, c.forward)).toBeCloseTo(0, 12);
    expect(c.right[1]).toBe(0);
    expect(c.up[1]).toBeGreaterThan(0);
    expect(c.tanY / c.tanX).toBeCloseTo(0.75, 12);
  });

  it("measures angles between directions", () => {
    expect(angleBetween({ yaw: 0, pitch: 0 }, { yaw: 90, pitch: 0 })).toBeCloseTo(90, 9);
    expect(angleBetween({ yaw: 10, pitch: 90 }, { yaw: -120, pitch: 90 })).toBeCloseTo(0, 5);
  });
});
