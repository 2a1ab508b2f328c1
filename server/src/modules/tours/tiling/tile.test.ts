import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { levelLayouts, multiresLayout, tileRect } from "@orbis/core/panorama";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { directionColour, directionPanorama, noiseImage } from "./testing/testImages";
import { tilePanorama } from "./tile";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "orbis-tile-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const save = async (name: string, bytes: Buffer) => {
  const path = join(dir, name);
  await writeFile(path, bytes);
  return path;
};

const listTree = async (root: string): Promise<string[]> =>
  (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(root.length + 1))
    .sort();

describe("tilePanorama lays tiles out as Pannellum's multires", () => {
  it.each([2048, 4096])("for a %d px wide JPEG", async (width) => {
    const input = await save(`noise-${width}.jpg`, await noiseImage(width, width / 2, "jpeg"));
    const out = join(dir, `out-${width}`);
    const fractions: number[] = [];
    const result = await tilePanorama(input, out, { onProgress: (f) => fractions.push(f) });

    const layout = multiresLayout(width);
    expect(result.layout).toEqual(layout);
    const expected: string[] = [];
    for (const level of levelLayouts(layout))
      for (const face of ["f", "b", "u", "d", "l", "r"])
        for (let row = 0; row < level.tilesPerRow; row++)
          for (let col = 0; col < level.tilesPerRow; col++)
            expected.push(`tiles/${level.level}/${face}${row}_${col}.jpg`);
    const files = await listTree(out);
    expect(files).toEqual(expected.sort());
    expect(result.tiles).toBe(files.length);

    let bytes = 0;
    for (const level of levelLayouts(layout))
      for (let row = 0; row < level.tilesPerRow; row++)
        for (let col = 0; col < level.tilesPerRow; col++) {
          const path = join(out, `tiles/${level.level}/d${row}_${col}.jpg`);
          const meta = await sharp(path).metadata();
          const rect = tileRect(level, layout.tileSize, row, col);
          expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", rect.width, rect.height]);
        }
    for (const file of files) bytes += (await stat(join(out, file))).size;
    expect(result.bytes).toBe(bytes);

    expect(fractions.at(-1)).toBe(1);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
  });
});

/*
 * Pannellum 2.5.7, libpannellum.js createCube(): each face's corners drawn with texture
 * coordinates (0,0), (1,0), (1,1), (0,1): the tile image's top-left, top-right, bottom-right and
 * bottom-left. The reference the tiles must agree with, independent of the tiler's own bases.
 */
const PANNELLUM_CUBE: Record<string, number[][]> = {
  f: [
    [-1, 1, -1],
    [1, 1, -1],
    [1, -1, -1],
    [-1, -1, -1],
  ],
  b: [
    [1, 1, 1],
    [-1, 1, 1],
    [-1, -1, 1],
    [1, -1, 1],
  ],
  u: [
    [-1, 1, 1],
    [1, 1, 1],
    [1, 1, -1],
    [-1, 1, -1],
  ],
  d: [
    [-1, -1, -1],
    [1, -1, -1],
    [1, -1, 1],
    [-1, -1, 1],
  ],
  l: [
    [-1, 1, 1],
    [-1, 1, -1],
    [-1, -1, -1],
    [-1, -1, 1],
  ],
  r: [
    [1, 1, -1],
    [1, 1, 1],
    [1, -1, 1],
    [1, -1, -1],
  ],
};

/** Where Pannellum draws face point (x, y), both 0..1 from the top-left: a unit direction. */
const pannellumDirection = (face: string, x: number, y: number) => {
  const [tl, tr, br, bl] = PANNELLUM_CUBE[face] as [number[], number[], number[], number[]];
  const p = [0, 1, 2].map(
    (i) =>
      (1 - y) * ((1 - x) * (tl[i] ?? 0) + x * (tr[i] ?? 0)) +
      y * ((1 - x) * (bl[i] ?? 0) + x * (br[i] ?? 0)),
  );
  const length = Math.hypot(...p);
  return p.map((v) => v / length);
};

describe("tilePanorama puts every direction where Pannellum shows it", () => {
  let out: string;
  beforeAll(async () => {
    const input = await save("directions.png", await directionPanorama(2048));
    out = join(dir, "out-directions");
    await tilePanorama(input, out);
  });

  // Face points (x, y) from the top-left: the centre, near each edge, and off-centre corners that
  // tell a rotated or mirrored face from the right one.
  const points = [
    [0.5, 0.5],
    [0.5, 0.08],
    [0.5, 0.92],
    [0.08, 0.5],
    [0.92, 0.5],
    [0.2, 0.3],
    [0.85, 0.7],
  ];
  it.each(["f", "b", "u", "d", "l", "r"])("face %s", async (face) => {
    const layout = multiresLayout(2048);
    for (const level of levelLayouts(layout)) {
      for (const [x = 0, y = 0] of points) {
        const col = Math.floor(x * level.faceSize);
        const row = Math.floor(y * level.faceSize);
        const tileRow = Math.floor(row / layout.tileSize);
        const tileCol = Math.floor(col / layout.tileSize);
        const tile = join(out, `tiles/${level.level}/${face}${tileRow}_${tileCol}.jpg`);
        const { data, info } = await sharp(await readFile(tile))
          .raw()
          .toBuffer({ resolveWithObject: true });
        const o = ((row % layout.tileSize) * info.width + (col % layout.tileSize)) * info.channels;
        const actual = [data[o], data[o + 1], data[o + 2]];
        const expected = directionColour(
          pannellumDirection(face, (col + 0.5) / level.faceSize, (row + 0.5) / level.faceSize),
        );
        actual.forEach((value, i) => {
          expect(
            Math.abs((value ?? -99) - (expected[i] ?? 0)),
            `${face} ${x},${y} level ${level.level}`,
          ).toBeLessThanOrEqual(6);
        });
      }
    }
  });
});
