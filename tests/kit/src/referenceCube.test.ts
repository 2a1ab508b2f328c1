import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { directionColour, directionPanorama } from "./referenceCube";

describe("the reference cube panorama", () => {
  it("colours the straight-ahead pixel as −z and the zenith row as +y", async () => {
    const { data, info } = await sharp(await directionPanorama(64))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([64, 32]);
    const at = (col: number, row: number) => [
      ...data.subarray((row * 64 + col) * 3, (row * 64 + col) * 3 + 3),
    ];
    const ahead = at(32, 16);
    expect(ahead[2]).toBeLessThan(20); // z ≈ −1
    expect(Math.abs((ahead[0] ?? 0) - 128)).toBeLessThan(10);
    expect(at(10, 0)[1]).toBeGreaterThan(245); // y ≈ +1
  });

  it("maps a direction to 128 ± 127 per axis", () => {
    expect(directionColour([1, 0, -1])).toEqual([255, 128, 1]);
  });
});
