import { multiresLayout } from "@orbis/core/panorama";
import { describe, expect, it } from "vitest";
import {
  chooseLevels,
  DESKTOP_LIMITS,
  levelForView,
  neededFaceSize,
  PHONE_LIMITS,
  sphereLevel,
} from "./levels";

// An 8192 × 4096 panorama: faces of 325, 650, 1300 and 2600 pixels on levels 1 to 4.
const pano8k = multiresLayout(8192);
const pano16k = multiresLayout(16384);

describe("level choice", () => {
  it("reads the pyramid as the tiler cuts it", () => {
    expect(pano8k).toEqual({ tileSize: 512, cubeSize: 2600, levels: 4 });
  });

  it("needs one texel a pixel at the centre of the view", () => {
    expect(neededFaceSize(1000, 90)).toBeCloseTo(1000, 9);
    expect(neededFaceSize(1000, 60)).toBeCloseTo(1732, 0);
  });

  it.each([
    [320, 100, 1],
    [700, 100, 2],
    [1280, 100, 3],
    [1280, 45, 4],
    [3840, 100, 4],
  ])("for %d device pixels at fov %d takes level %d", (pixels, fov, level) => {
    expect(levelForView(pano8k, pixels, fov)).toBe(level);
  });

  it("tops out at the pyramid's last level when nothing is sharp enough", () => {
    expect(levelForView(pano8k, 10_000, 20)).toBe(4);
    expect(levelForView(multiresLayout(1024), 2000, 90)).toBe(1);
  });

  it("holds the whole sphere at the sharpest level the texture limit and budget allow", () => {
    expect(sphereLevel(pano8k, DESKTOP_LIMITS)).toBe(3);
    expect(sphereLevel(pano8k, PHONE_LIMITS)).toBe(2);
    expect(sphereLevel(pano8k, { maxTextureSize: 1024, sphereBudgetBytes: 1e12 })).toBe(2);
    expect(sphereLevel(pano16k, { maxTextureSize: 16384, sphereBudgetBytes: 1e12 })).toBe(5);
    expect(sphereLevel(pano8k, { maxTextureSize: 256, sphereBudgetBytes: 0 })).toBe(1);
  });

  it("never asks the view for less than the sphere already has", () => {
    expect(chooseLevels(pano8k, DESKTOP_LIMITS, 320, 100)).toEqual({ sphere: 3, view: 3 });
    expect(chooseLevels(pano8k, PHONE_LIMITS, 1170, 80)).toEqual({ sphere: 2, view: 3 });
    expect(chooseLevels(pano16k, DESKTOP_LIMITS, 2560, 40)).toEqual({ sphere: 3, view: 5 });
  });
});
