import { describe, expect, it } from "vitest";
import { countTiles, levelLayouts, multiresLayout, tileKey, tileRect } from "./layout";

// Expected values computed with generate.py's own formula (Python 3, including its edge case).
describe("multiresLayout", () => {
  it.each([
    [1024, 320, 320, 1],
    [1608, 504, 504, 1],
    [1612, 512, 512, 1],
    [2048, 512, 648, 2],
    [3217, 512, 1024, 2],
    [4096, 512, 1296, 3],
    [6000, 512, 1904, 3],
    [8192, 512, 2600, 4],
    [12000, 512, 3816, 4],
    [16384, 512, 5208, 5],
  ])(
    "a %d px wide panorama: tiles of %d, faces of %d, %d levels",
    (width, tileSize, cubeSize, levels) => {
      expect(multiresLayout(width)).toEqual({ tileSize, cubeSize, levels });
    },
  );

  it.each([
    // 2049/4 rounds to one tile: the edge case drops the level that would be half a tile.
    [{ cubeSize: 2049 }, 512, 3],
    [{ cubeSize: 4096 }, 512, 4],
    // 8200/16 = 512.5, which Python rounds to the even 512: the edge case applies.
    [{ cubeSize: 8200 }, 512, 5],
    [{ cubeSize: 8224 }, 512, 6],
    // 8216/16 = 513.5 rounds to the even 514: not one tile, all six levels stay.
    [{ cubeSize: 8216 }, 512, 6],
    [{ cubeSize: 1032 }, 512, 3],
    [{ cubeSize: 1296, tileSize: 256 }, 256, 4],
    [{ cubeSize: 300, tileSize: 512 }, 300, 1],
  ])("with %o: tiles of %d, %d levels", (options, tileSize, levels) => {
    expect(multiresLayout(0, options)).toEqual({ tileSize, cubeSize: options.cubeSize, levels });
  });

  it.each([0, 20, Number.NaN])("refuses a width of %d, which has no faces", (width) => {
    expect(() => multiresLayout(width)).toThrow(RangeError);
  });
});

describe("levelLayouts", () => {
  it.each([
    [
      8192,
      [
        [1, 325, 1],
        [2, 650, 2],
        [3, 1300, 3],
        [4, 2600, 6],
      ],
    ],
    [
      16384,
      [
        [1, 325, 1],
        [2, 651, 2],
        [3, 1302, 3],
        [4, 2604, 6],
        [5, 5208, 11],
      ],
    ],
    [1024, [[1, 320, 1]]],
  ])("a %d px panorama's levels (level, face size, tiles per row)", (width, expected) => {
    const levels = levelLayouts(multiresLayout(width));
    expect(levels.map((l) => [l.level, l.faceSize, l.tilesPerRow])).toEqual(expected);
  });

  it("halves odd sizes with integer division, as generate.py", () => {
    const sizes = levelLayouts({ tileSize: 512, cubeSize: 2049, levels: 3 }).map((l) => l.faceSize);
    expect(sizes).toEqual([512, 1024, 2049]);
  });
});

describe("tileRect", () => {
  const top = { level: 4, faceSize: 2600, tilesPerRow: 6 };
  it.each([
    [0, 0, { left: 0, top: 0, width: 512, height: 512 }],
    [1, 2, { left: 1024, top: 512, width: 512, height: 512 }],
    [5, 0, { left: 0, top: 2560, width: 512, height: 40 }],
    [5, 5, { left: 2560, top: 2560, width: 40, height: 40 }],
  ])("row %d, column %d", (row, column, rect) => {
    expect(tileRect(top, 512, row, column)).toEqual(rect);
  });
});

describe("tileKey", () => {
  it.each([
    [1, "f", 0, 0, "1/f0_0.jpg"],
    [3, "u", 1, 2, "3/u1_2.jpg"],
    [5, "d", 10, 3, "5/d10_3.jpg"],
  ] as const)("level %d, face %s, row %d, column %d → %s", (level, face, row, column, key) => {
    expect(tileKey(level, face, row, column)).toBe(key);
  });
});

describe("countTiles", () => {
  it.each([
    [1024, 6],
    [2048, 30],
    [4096, 6 * (1 + 4 + 9)],
    [8192, 6 * (1 + 4 + 9 + 36)],
    [16384, 6 * (1 + 4 + 9 + 36 + 121)],
  ])("a %d px panorama has %d tiles", (width, count) => {
    expect(countTiles(multiresLayout(width))).toBe(count);
  });
});
