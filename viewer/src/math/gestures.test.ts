import { describe, expect, it } from "vitest";
import { dragView, keyView, pinchFactor, wheelFactor, zoomView } from "./gestures";

const viewport = { width: 1000, height: 500 };
const view = { yaw: 0, pitch: 0, fov: 100 };

describe("gestures", () => {
  it("drags the panorama with the pointer: left turns right, down looks up", () => {
    const turned = dragView(view, -100, 50, viewport);
    expect(turned.yaw).toBeCloseTo(10, 9);
    expect(turned.pitch).toBeGreaterThan(0);
    expect(dragView(view, 0, 100_000, viewport).pitch).toBe(90);
  });

  it("wraps yaw across ±180", () => {
    expect(dragView({ ...view, yaw: 175 }, -100, 0, viewport).yaw).toBeCloseTo(-175, 9);
  });

  it("zooms within the limits, symmetric for wheel in and out", () => {
    expect(wheelFactor(100) * wheelFactor(-100)).toBeCloseTo(1, 12);
    expect(wheelFactor(100)).toBeGreaterThan(1);
    expect(zoomView(view, 10).fov).toBe(120);
    expect(zoomView(view, 0.01).fov).toBe(20);
    expect(pinchFactor(100, 200)).toBe(0.5);
    expect(pinchFactor(0, 200)).toBe(1);
  });

  it("turns and zooms with keys, and ignores other keys", () => {
    expect(keyView(view, "ArrowRight")?.yaw).toBeCloseTo(10, 9);
    expect(keyView(view, "ArrowUp")?.pitch).toBeCloseTo(10, 9);
    expect(keyView(view, "+")?.fov).toBeLessThan(100);
    expect(keyView(view, "-")?.fov).toBeGreaterThan(100);
    expect(keyView(view, "a")).toBeNull();
  });
});
