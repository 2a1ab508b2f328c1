import { describe, expect, it } from "vitest";
import { isEquirectangularShape, panoramaSizeProblem } from "./limits";

describe("panoramaSizeProblem", () => {
  it.each([
    [8192, 4096, null],
    [8192, 4095, null],
    [8192, 4097, null],
    [8193, 4096, null],
    [1024, 512, null],
    [16384, 8192, null],
    [8192, 4094, "notEquirectangular"],
    // Within a pixel of 2:1, so refused for its size.
    [1, 1, "tooSmall"],
    [3000, 1000, "notEquirectangular"],
    [4096, 4096, "notEquirectangular"],
    [0, 0, "notEquirectangular"],
    [1.5, 1, "notEquirectangular"],
    [30000, 10000, "notEquirectangular"],
    [800, 400, "tooSmall"],
    [1023, 512, "tooSmall"],
    [1024, 511, "tooSmall"],
    [30000, 15000, "tooLarge"],
    [16386, 8192, "tooLarge"],
    [16384, 8193, "tooLarge"],
  ])("%d × %d → %s", (width, height, problem) => {
    expect(panoramaSizeProblem(width, height)).toBe(problem);
  });
});

describe("isEquirectangularShape", () => {
  it.each([
    [2, 1, true],
    [6, 1, false],
    [6000, 3001, true],
    [6000, 3002, false],
  ])("%d × %d → %s", (width, height, ok) => {
    expect(isEquirectangularShape(width, height)).toBe(ok);
  });
});
