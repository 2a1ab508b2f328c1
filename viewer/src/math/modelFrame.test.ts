import { describe, expect, it } from "vitest";
import { cameraOrientation, cesiumFov, enuOffset, headingOf } from "./modelFrame";

describe("models in a local east-north-up frame", () => {
  it("turns yaw into compass heading with the scene's north offset", () => {
    expect(headingOf(0, 0)).toBe(0);
    expect(headingOf(90, 30)).toBe(60);
    expect(headingOf(-170, 30)).toBe(160);
  });

  it("places a model at its distance in its direction", () => {
    const [e, n, u] = enuOffset({ yaw: 90, pitch: 0 }, 10, 0);
    expect([e, n, u].map((v) => Number(v.toFixed(9)))).toEqual([10, 0, 0]);
    const ahead = enuOffset({ yaw: 20, pitch: 30 }, 4, 20);
    expect(ahead[0]).toBeCloseTo(0, 9);
    expect(ahead[1]).toBeCloseTo(4 * Math.cos(Math.PI / 6), 9);
    expect(ahead[2]).toBeCloseTo(2, 9);
  });

  it("orients the Cesium camera like the panorama view", () => {
    const o = cameraOrientation({ yaw: 45, pitch: -10, fov: 90 }, 0);
    expect(o.heading).toBeCloseTo(Math.PI / 4, 12);
    expect(o.pitch).toBeCloseTo(-Math.PI / 18, 12);
    expect(o.roll).toBe(0);
  });

  it("gives Cesium the fov across the wider side", () => {
    expect(cesiumFov(90, 800, 600)).toBeCloseTo(Math.PI / 2, 12);
    expect(cesiumFov(90, 500, 1000)).toBeCloseTo(2 * Math.atan(2), 12);
  });
});
