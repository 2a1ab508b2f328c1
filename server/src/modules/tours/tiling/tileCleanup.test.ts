import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { noiseImage } from "./testing/testImages";
import { tilePanorama } from "./tile";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "orbis-tile-cleanup-"));
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

describe("tilePanorama leaves nothing behind when it does not finish", () => {
  let input: string;
  beforeAll(async () => {
    input = await save("cancel.jpg", await noiseImage(4096, 2048, "jpeg"));
  });

  it("when aborted while running, removing the folder it created", async () => {
    const out = join(dir, "aborted");
    const controller = new AbortController();
    const run = tilePanorama(input, out, {
      signal: controller.signal,
      onProgress: (f) => {
        if (f > 0.2) controller.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ name: "AbortError" });
    await expect(stat(out)).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("when aborted while decoding, emptying a folder it was given", async () => {
    const out = join(dir, "given");
    await mkdir(out);
    const controller = new AbortController();
    const run = tilePanorama(input, out, {
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    await expect(run).rejects.toMatchObject({ name: "AbortError" });
    expect(await readdir(out)).toEqual([]);
  });

  it("when aborted before it starts", async () => {
    const out = join(dir, "never");
    await expect(tilePanorama(input, out, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: "AbortError",
    });
    await expect(stat(out)).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("when the image turns out truncated", async () => {
    const full = await noiseImage(4096, 2048, "jpeg");
    const truncated = await save("truncated.jpg", full.subarray(0, Math.floor(full.length * 0.7)));
    const out = join(dir, "truncated");
    await expect(tilePanorama(truncated, out)).rejects.toThrow();
    await expect(stat(out)).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("refusing a folder that already has tiles, and keeping them", async () => {
    const out = join(dir, "occupied");
    await mkdir(join(out, "tiles"), { recursive: true });
    await writeFile(join(out, "tiles", "keep.txt"), "mine");
    await expect(tilePanorama(input, out)).rejects.toMatchObject({ code: "EEXIST" });
    expect(await listTree(out)).toEqual(["tiles/keep.txt"]);
  });
});
