import { describe, expect, it } from "vitest";
import { densify, geometryPath } from "./paths";
import { cameraOf } from "./view";

const camera = cameraOf({ yaw: 0, pitch: 0, fov: 90 }, { width: 1000, height: 1000 });
const numbers = (d: string) => (d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);

describe("geometry paths", () => {
  it("cuts long edges into short great-circle arcs", () => {
    const points = densify(
      [
        { yaw: 0, pitch: 0 },
        { yaw: 90, pitch: 0 },
      ],
      false,
    );
    expect(points.length).toBe(31);
    for (const p of points) {
      expect(Math.hypot(...p)).toBeCloseTo(1, 9);
      expect(p[1]).toBeCloseTo(0, 9);
    }
  });

  it("draws a small square ahead as a closed path around the centre", () => {
    const d = geometryPath(
      [
        { yaw: -10, pitch: 10 },
        { yaw: 10, pitch: 10 },
        { yaw: 10, pitch: -10 },
        { yaw: -10, pitch: -10 },
      ],
      true,
      camera,
    );
    expect(d.startsWith("M")).toBe(true);
    expect(d.endsWith("Z")).toBe(true);
    const xs = numbers(d).filter((_, i) => i % 2 === 0);
    expect(Math.min(...xs)).toBeGreaterThan(300);
    expect(Math.max(...xs)).toBeLessThan(700);
  });

  it("draws nothing for a shape entirely behind the camera", () => {
    const behind = [
      { yaw: 170, pitch: 0 },
      { yaw: -170, pitch: 0 },
      { yaw: 180, pitch: 20 },
    ];
    expect(geometryPath(behind, true, camera)).toBe("");
    expect(geometryPath(behind, false, camera)).toBe("");
  });

  it("keeps the front part of a line that passes behind the viewer", () => {
    const d = geometryPath(
      [
        { yaw: 0, pitch: 0 },
        { yaw: 120, pitch: 0 },
        { yaw: -120, pitch: 0 },
      ],
      false,
      camera,
    );
    expect(d.match(/M/g)?.length).toBe(1);
    expect(numbers(d)[0]).toBeCloseTo(500, 0);
  });

  it("clips a polygon that wraps around the viewer instead of drawing it inside out", () => {
    const d = geometryPath(
      [
        { yaw: -60, pitch: -5 },
        { yaw: 60, pitch: -5 },
        { yaw: 180, pitch: -5 },
      ],
      true,
      camera,
    );
    expect(d).not.toBe("");
    expect(d.endsWith("Z")).toBe(true);
  });
});
