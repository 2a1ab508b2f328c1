import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePanorama, makePanoramas, makeTwoPanoramas } from "./panoramas";

describe("generated panoramas", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "orbis-kit-panoramas-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const sha = async (file: string) =>
    createHash("sha256")
      .update(await readFile(file))
      .digest("hex");

  it("writes a 2:1 JPEG of the width asked, the same bytes for the same seed", async () => {
    const a = await makePanorama(join(dir, "a.jpg"), 7, 512);
    const b = await makePanorama(join(dir, "b.jpg"), 7, 512);
    const c = await makePanorama(join(dir, "c.jpg"), 8, 512);
    expect(await sharp(a).metadata()).toMatchObject({ format: "jpeg", width: 512, height: 256 });
    expect(await sha(a)).toBe(await sha(b));
    expect(await sha(a)).not.toBe(await sha(c));
  });

  it("writes numbered panoramas into a folder", async () => {
    const files = await makePanoramas(join(dir, "set"), 2, 1, 256);
    expect(files.map((f) => f.slice(-10))).toEqual(["pano-1.jpg", "pano-2.jpg"]);
  });

  it("makes two labelled panoramas that differ", async () => {
    const two = await makeTwoPanoramas();
    try {
      const [lobby, garden] = two.files;
      expect(await sharp(lobby).metadata()).toMatchObject({ width: 2048, height: 1024 });
      const mean = async (f: string) => (await sharp(f).stats()).channels.map((c) => c.mean);
      const [lr, , lb] = await mean(lobby);
      const [gr, , gb] = await mean(garden);
      expect(lr ?? 0).toBeGreaterThan(lb ?? 0);
      expect(gb ?? 0).toBeGreaterThan(gr ?? 0);
    } finally {
      await rm(two.dir, { recursive: true, force: true });
    }
  });
});
