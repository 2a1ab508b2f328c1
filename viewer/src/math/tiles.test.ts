import { countTiles, faceDirection, levelLayouts, multiresLayout } from "@orbis/core/panorama";
import { describe, expect, it } from "vitest";
import { levelTiles, tileCorners, visibleTiles } from "./tiles";
import { cameraOf } from "./view";

const layout = multiresLayout(8192);
const viewport = { width: 1280, height: 720 };

describe("tiles on the cube", () => {
  it("lists every tile of every level, named as the tiler names them", () => {
    const all = [1, 2, 3, 4].flatMap((l) => levelTiles(layout, l));
    expect(all.length).toBe(countTiles(layout));
    expect(levelTiles(layout, 2).map((t) => t.key)).toContain("2/r1_0.jpg");
    expect(levelTiles(layout, 5)).toEqual([]);
  });

  it("puts a tile's corners where core's face math puts those face pixels", () => {
    const info = levelLayouts(layout)[2];
    if (info === undefined) throw new Error("no level 3");
    const [tl, , br] = tileCorners(layout, info, { face: "u", row: 1, column: 2 });
    const unit = (v: readonly number[]) => v.map((c) => c / Math.hypot(...v));
    const expectClose = (a: readonly number[], b: readonly number[]) => {
      for (const [i, c] of a.entries()) expect(c).toBeCloseTo(b[i] ?? Number.NaN, 9);
    };
    expectClose(unit(tl), faceDirection("u", 1024 / 1300, 512 / 1300));
    // The last column is cut short: it ends at the face's right edge.
    expectClose(unit(br), faceDirection("u", 1, 1024 / 1300));
  });

  it("sees the front face's middle tiles when looking ahead, and none of the back face", () => {
    const seen = visibleTiles(layout, 3, cameraOf({ yaw: 0, pitch: 0, fov: 90 }, viewport));
    const faces = new Set(seen.map((t) => t.face));
    expect(faces.has("f")).toBe(true);
    expect(faces.has("b")).toBe(false);
    expect(seen[0]?.face).toBe("f");
    expect([1]).toContain(seen[0]?.row);
    expect(seen.length).toBeLessThan(levelTiles(layout, 3).length / 2);
  });

  it("sees the up face when looking up, nearest tiles first", () => {
    const seen = visibleTiles(layout, 2, cameraOf({ yaw: 40, pitch: 85, fov: 60 }, viewport));
    expect(seen[0]?.face).toBe("u");
    expect(seen.some((t) => t.face === "d")).toBe(false);
  });

  it("sees everything at level 1 only where the view reaches", () => {
    const narrow = visibleTiles(layout, 1, cameraOf({ yaw: 90, pitch: 0, fov: 30 }, viewport));
    expect(narrow.map((t) => t.face)).toEqual(["r"]);
  });
});
