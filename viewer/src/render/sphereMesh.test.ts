import { directionToYawPitch } from "@orbis/core/panorama";
import { describe, expect, it } from "vitest";
import { sphereMesh } from "./sphereMesh";

describe("the preview sphere", () => {
  it("maps each vertex's direction to its equirect texture coordinate", () => {
    const { vertices, indices } = sphereMesh(8, 4);
    expect(vertices.length).toBe(9 * 5 * 5);
    expect(indices.length).toBe(8 * 4 * 6);
    for (let k = 0; k < vertices.length; k += 5) {
      const [x = 0, y = 0, z = 0, u = 0, v = 0] = vertices.subarray(k, k + 5);
      expect(Math.hypot(x, y, z)).toBeCloseTo(1, 6);
      const { yaw, pitch } = directionToYawPitch([x, y, z]);
      expect(pitch).toBeCloseTo(90 - v * 180, 4);
      // Away from the poles and the seam, the yaw says where in the row the vertex is.
      if (Math.abs(pitch) < 89 && u > 0 && u < 1) expect(yaw).toBeCloseTo(u * 360 - 180, 4);
    }
  });

  it("points every index at a vertex", () => {
    const { vertices, indices } = sphereMesh();
    expect(Math.max(...indices)).toBe(vertices.length / 5 - 1);
  });
});
