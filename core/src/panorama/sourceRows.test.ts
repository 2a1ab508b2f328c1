import { describe, expect, it } from "vitest";
import { directionToYawPitch, equirectPosition, facePixelDirection } from "./direction";
import { CUBE_FACES, type CubeFace } from "./faces";
import { faceSourceRows } from "./sourceRows";

describe("faceSourceRows", () => {
  it.each([
    // The up face reaches down to atan(1/√2) ≈ 35.26° at its corners: 30.4 % of the height.
    ["u", 0, 1245],
    ["f", 1023, 3072],
    ["r", 1023, 3072],
    ["b", 1023, 3072],
    ["l", 1023, 3072],
    ["d", 2850, 4095],
  ] as const)(
    "a 2600 px %s face of a 4096 px high equirect reads rows %d–%d",
    (face, first, last) => {
      expect(faceSourceRows(face, 2600, 4096)).toEqual({ first, last });
    },
  );

  const cases: [CubeFace, number, number][] = CUBE_FACES.flatMap((face) => [
    [face, 24, 96],
    [face, 25, 100],
    [face, 7, 30],
  ]);
  it.each(cases)(
    "is exactly the rows bilinear sampling reads for face %s, %d px, from %d rows",
    (face, size, height) => {
      let first = Number.POSITIVE_INFINITY;
      let last = Number.NEGATIVE_INFINITY;
      for (let row = 0; row < size; row++)
        for (let column = 0; column < size; column++) {
          const point = directionToYawPitch(facePixelDirection(face, column, row, size));
          const y = Math.min(height - 1, Math.max(0, equirectPosition(point, 1, height).y - 0.5));
          first = Math.min(first, Math.floor(y));
          last = Math.max(last, Math.min(height - 1, Math.floor(y) + 1));
        }
      expect(faceSourceRows(face, size, height)).toEqual({ first, last });
    },
  );
});
