import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawTiffHeader, TIFF_ROWS_PER_STRIP } from "./rawTiff";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "orbis-tiff-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("rawTiffHeader", () => {
  it.each([
    [5, 3],
    [7, TIFF_ROWS_PER_STRIP],
    [64, 37],
    [1024, 512],
  ])("makes a %i × %i TIFF that libvips reads back pixel for pixel", async (width, height) => {
    const pixels = Buffer.alloc(width * height * 3);
    for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7 + (i % 3) * 50) % 256;
    const path = join(dir, `${width}x${height}.tif`);
    await writeFile(path, Buffer.concat([rawTiffHeader(width, height), pixels]));
    const { data, info } = await sharp(path).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([width, height, 3]);
    expect(data.equals(pixels)).toBe(true);
  });
});
