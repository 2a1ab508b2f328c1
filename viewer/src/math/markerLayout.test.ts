import { describe, expect, it } from "vitest";
import { layoutMarkers } from "./markerLayout";
import { cameraOf } from "./view";

const camera = cameraOf({ yaw: 0, pitch: 0, fov: 90 }, { width: 1000, height: 500 });

describe("marker layout", () => {
  it("places markers where they project and hides those behind or far off screen", () => {
    const [ahead, right, behind, wide] = layoutMarkers(
      [
        { id: "ahead", yaw: 0, pitch: 0 },
        { id: "right", yaw: 45, pitch: 0 },
        { id: "behind", yaw: 180, pitch: 0 },
        { id: "wide", yaw: 80, pitch: 0 },
      ],
      camera,
    );
    expect(ahead).toMatchObject({ id: "ahead", x: 500, y: 250, visible: true });
    expect(right?.x).toBeCloseTo(1000, 6);
    expect(right?.visible).toBe(true);
    expect(behind?.visible).toBe(false);
    expect(wide?.visible).toBe(false);
  });

  it("stacks markers nearer the centre on top", () => {
    const [edge, centre] = layoutMarkers(
      [
        { id: "edge", yaw: 30, pitch: 0 },
        { id: "centre", yaw: 2, pitch: 0 },
      ],
      camera,
    );
    expect(centre?.zIndex).toBeGreaterThan(edge?.zIndex ?? 0);
  });

  it("drops a label that would cover a label nearer the centre, keeping both icons", () => {
    const label = { labelWidth: 120, labelHeight: 20 };
    const [a, b, c] = layoutMarkers(
      [
        { id: "a", yaw: 0, pitch: 0, ...label },
        { id: "b", yaw: 3, pitch: 0, ...label },
        { id: "c", yaw: 30, pitch: 0, ...label },
      ],
      camera,
    );
    expect([a?.showLabel, b?.showLabel, c?.showLabel]).toEqual([true, false, true]);
    expect([a?.visible, b?.visible, c?.visible]).toEqual([true, true, true]);
  });

  it("shows no label for a marker without one", () => {
    expect(layoutMarkers([{ id: "x", yaw: 0, pitch: 0 }], camera)[0]?.showLabel).toBe(false);
  });
});
