import { describe, expect, it } from "vitest";
import { projectPoint, screenToDirection, screenToYawPitch } from "./projection";
import { cameraOf } from "./view";

const viewport = { width: 800, height: 600 };

describe("yaw/pitch ↔ screen", () => {
  it("puts the view's own direction at the centre of the screen", () => {
    for (const view of [
      { yaw: 0, pitch: 0, fov: 90 },
      { yaw: 135, pitch: -40, fov: 60 },
      { yaw: -90, pitch: 80, fov: 100 },
    ]) {
      const p = projectPoint(view, cameraOf(view, viewport));
      expect(p?.x).toBeCloseTo(400, 6);
      expect(p?.y).toBeCloseTo(300, 6);
      expect(p?.depth).toBeCloseTo(1, 9);
    }
  });

  it("puts half the horizontal fov to the right at the right edge, and up at the top", () => {
    const camera = cameraOf({ yaw: 10, pitch: 0, fov: 90 }, viewport);
    expect(projectPoint({ yaw: 55, pitch: 0 }, camera)?.x).toBeCloseTo(800, 6);
    expect(projectPoint({ yaw: -35, pitch: 0 }, camera)?.x).toBeCloseTo(0, 6);
    const up = (Math.atan(0.75) * 180) / Math.PI; // tan(vfov/2) = tan(45°)·600/800
    expect(projectPoint({ yaw: 10, pitch: up }, camera)?.y).toBeCloseTo(0, 6);
  });

  it("hides what is behind the camera", () => {
    const camera = cameraOf({ yaw: 0, pitch: 0, fov: 90 }, viewport);
    expect(projectPoint({ yaw: 180, pitch: 0 }, camera)).toBeNull();
    expect(projectPoint({ yaw: 95, pitch: 0 }, camera)).toBeNull();
  });

  it.each([
    [{ yaw: 0, pitch: 0, fov: 90 }, 123, 456],
    [{ yaw: 170, pitch: 30, fov: 75 }, 700, 20],
    [{ yaw: -60, pitch: -70, fov: 110 }, 5, 590],
  ])("picks back the yaw/pitch it projected (%o at %d,%d)", (view, x, y) => {
    const camera = cameraOf(view, viewport);
    const picked = screenToYawPitch(x, y, camera);
    const p = projectPoint(picked, camera);
    expect(p?.x).toBeCloseTo(x, 6);
    expect(p?.y).toBeCloseTo(y, 6);
    const d = screenToDirection(x, y, camera);
    expect(Math.hypot(...d)).toBeCloseTo(1, 12);
  });

  it("keeps the contract's convention: yaw grows to the right, pitch up", () => {
    const camera = cameraOf({ yaw: 0, pitch: 0, fov: 90 }, viewport);
    const right = screenToYawPitch(600, 300, camera);
    const top = screenToYawPitch(400, 100, camera);
    expect(right.yaw).toBeGreaterThan(0);
    expect(right.pitch).toBeCloseTo(0, 9);
    expect(top.pitch).toBeGreaterThan(0);
  });
});
