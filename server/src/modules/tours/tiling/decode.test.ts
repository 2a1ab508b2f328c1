import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeEquirect } from "./decode";
import { allocateEquirect } from "./equirect";
import { noiseImage } from "./testing/testImages";

let dir: string;
let input: string;
let expected: Buffer;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "orbis-decode-"));
  input = join(dir, "pano.png");
  await writeFile(input, await noiseImage(2048, 1024, "png"));
  expected = await sharp(input).raw().toBuffer();
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("decodeEquirect", () => {
  it.each([
    ["through a named pipe", () => dir],
    ["with one buffer where no pipe can be made", () => join(dir, "missing")],
  ])("decodes every pixel %s, publishing rows as they land", async (_label, tmp) => {
    const target = allocateEquirect(2048, 1024);
    const rows: number[] = [];
    await decodeEquirect(input, target, { tmpDir: tmp(), onRows: (n) => rows.push(n) });
    expect(Buffer.from(target.source).equals(expected)).toBe(true);
    expect(rows.at(-1)).toBe(1024);
    expect(Atomics.load(new Int32Array(target.progress), 0)).toBe(1024);
    expect(rows).toEqual([...rows].sort((a, b) => a - b));
    expect(await readdir(dir)).toEqual(["pano.png"]);
  });

  it("streams: rows arrive in several steps, not all at the end", async () => {
    const rows: number[] = [];
    await decodeEquirect(input, allocateEquirect(2048, 1024), {
      tmpDir: dir,
      onRows: (n) => rows.push(n),
    });
    expect(rows.length).toBeGreaterThan(4);
  });

  it("gets every row when the writer is seen to finish before the socket has read them", async () => {
    // A small image fits the pipe whole, so libvips finishes without waiting for the reader; an
    // event loop kept busy (a loaded machine, other requests) then often learns that it finished
    // before the socket reads the last strips. Before the pipe was drained at that point, most
    // of these decodes failed with "file has been truncated".
    const small = join(dir, "small.png");
    await writeFile(small, await noiseImage(128, 64, "png"));
    const want = await sharp(small).raw().toBuffer();
    const busy = setInterval(() => {
      const until = performance.now() + 20;
      while (performance.now() < until);
    }, 1);
    try {
      for (let i = 0; i < 12; i++) {
        const target = allocateEquirect(128, 64);
        await decodeEquirect(small, target, { tmpDir: dir });
        expect(Buffer.from(target.source).equals(want), `decode ${i}`).toBe(true);
      }
    } finally {
      clearInterval(busy);
      await rm(small);
    }
    expect(await readdir(dir)).toEqual(["pano.png"]);
  });

  it("fails on a truncated file and removes its pipe", async () => {
    const full = await noiseImage(2048, 1024, "jpeg");
    const truncated = join(dir, "cut.jpg");
    await writeFile(truncated, full.subarray(0, full.length >> 1));
    await expect(
      decodeEquirect(truncated, allocateEquirect(2048, 1024), { tmpDir: dir }),
    ).rejects.toThrow();
    expect((await readdir(dir)).sort()).toEqual(["cut.jpg", "pano.png"]);
    await rm(truncated);
  });

  it("fails when the file is not the size it was allocated for", async () => {
    await expect(
      decodeEquirect(input, allocateEquirect(1024, 512), { tmpDir: dir }),
    ).rejects.toThrow(/not 8-bit RGB of the expected size/);
    expect(await readdir(dir)).toEqual(["pano.png"]);
  });
});
