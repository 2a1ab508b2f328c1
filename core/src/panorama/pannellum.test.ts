import { describe, expect, it } from "vitest";
import { multiresLayout } from "./layout";
import { pannellumMultiRes } from "./pannellum";

describe("pannellumMultiRes", () => {
  it.each([
    [8192, 512, 4, 2600],
    [16384, 512, 5, 5208],
    [1024, 320, 1, 320],
  ])("a %d px panorama", (width, tileResolution, maxLevel, cubeResolution) => {
    expect(pannellumMultiRes(multiresLayout(width))).toEqual({
      path: "/%l/%s%y_%x",
      extension: "jpg",
      tileResolution,
      maxLevel,
      cubeResolution,
    });
  });
});
