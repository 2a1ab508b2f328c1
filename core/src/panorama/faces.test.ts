import { describe, expect, it } from "vitest";
import { CUBE_FACES, FACE_BASES, isCubeFace } from "./faces";

describe("isCubeFace", () => {
  it.each([
    ["f", true],
    ["d", true],
    ["r", true],
    ["x", false],
    ["F", false],
    ["", false],
    ["fb", false],
  ])("%j → %s", (value, expected) => {
    expect(isCubeFace(value)).toBe(expected);
  });
});

describe("FACE_BASES", () => {
  it.each(CUBE_FACES)("face %s has an orthonormal, right-handed basis looking inward", (face) => {
    const { centre: c, right: r, down: d } = FACE_BASES[face];
    const dot = (a: readonly number[], b: readonly number[]) =>
      a.reduce((sum, v, i) => sum + v * (b[i] ?? 0), 0);
    expect([dot(c, c), dot(r, r), dot(d, d)]).toEqual([1, 1, 1]);
    expect([dot(c, r), dot(c, d), dot(r, d)].map(Math.abs)).toEqual([0, 0, 0]);
    // Seen from inside, right × down points away from the viewer, along the centre.
    const cross = [r[1] * d[2] - r[2] * d[1], r[2] * d[0] - r[0] * d[2], r[0] * d[1] - r[1] * d[0]];
    expect(dot(cross, c)).toBe(1);
  });
});
