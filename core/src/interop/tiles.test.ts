import { describe, expect, it } from "vitest";
import { CUBE_FACES } from "../panorama/faces";
import { fillTemplate, type TileSource, tilesPerSide, tileUrl, topLevelTiles } from "./tiles";

const letters = { f: "f", r: "r", b: "b", l: "l", u: "u", d: "d" } as const;
const top = { level: 3, faceSize: 1100, tileSize: 512, fallbackOnly: false };
const source: TileSource = {
  kind: "tiles",
  format: "pannellum-multires",
  urlTemplate: "/t/{level}/{face}{y}_{x}.jpg",
  faceLetters: letters,
  levels: [{ level: 1, faceSize: 275, tileSize: 512, fallbackOnly: false }, top],
  topLevel: top,
  fallback: null,
};

describe("tiles", () => {
  it.each([
    [{ ...top, faceSize: 512 }, 1],
    [{ ...top, faceSize: 513 }, 2],
    [{ ...top, faceSize: 100 }, 1],
    [top, 3],
  ])("%j has %s tiles a side", (level, count) => {
    expect(tilesPerSide(level)).toBe(count);
  });

  it("fills every occurrence of each placeholder", () => {
    expect(fillTemplate("{a}/{b}/{a}", { a: 1, b: "x" })).toBe("1/x/1");
  });

  it("names a tile by column x and row y", () => {
    expect(tileUrl(source, "u", top, 2, 1)).toBe("/t/3/u1_2.jpg");
  });

  it("lists the top level's tiles, face by face, row by row", () => {
    const tiles = topLevelTiles(source);
    expect(tiles).toHaveLength(6 * 9);
    expect(tiles.slice(0, 4).map((tile) => tile.url)).toEqual([
      "/t/3/f0_0.jpg",
      "/t/3/f0_1.jpg",
      "/t/3/f0_2.jpg",
      "/t/3/f1_0.jpg",
    ]);
    // Faces in Orbis's order (core's CUBE_FACES): the last tile is the last face's last one.
    expect(CUBE_FACES.at(-1)).toBe("r");
    expect(tiles.at(-1)).toEqual({ face: "r", x: 2, y: 2, url: "/t/3/r2_2.jpg" });
  });
});
