import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { createLocalFileStore } from "./files/localFileStore";
import { sweepLeftovers } from "./sweepLeftovers";

describe("the start-up sweep", () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "orbis-sweep-"));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  /** What a server killed during a tiling and an upload leaves behind. */
  const leaveLeftovers = async () => {
    const work = join(dataDir, "tmp", "tiling-1", "out", "tiles", "0");
    await mkdir(work, { recursive: true });
    await writeFile(join(dataDir, "tmp", "tiling-1", "source"), Buffer.alloc(3000));
    await writeFile(join(work, "f0_0.jpg"), Buffer.alloc(200));
    await writeFile(join(dataDir, "tmp", "upload-spool"), Buffer.alloc(500));
    const scene = join(dataDir, "files", "tours", "t1", "scenes", "s1", "r1");
    await mkdir(scene, { recursive: true });
    await writeFile(join(scene, ".tmp-0f3a"), Buffer.alloc(1000));
    await writeFile(join(scene, ".tmp-0f3a.meta.json"), "{}");
  };

  it("empties DATA_DIR/tmp and removes the file store's temp files, keeping every object", async () => {
    await leaveLeftovers();
    const store = createLocalFileStore(join(dataDir, "files"));
    await store.put(
      "tours/t1/scenes/s1/r1/preview.jpg",
      { buffer: Buffer.alloc(10) },
      "image/jpeg",
    );

    const swept = await sweepLeftovers(loadConfig({ DATA_DIR: dataDir }));

    expect(swept).toEqual({ files: 5, bytes: 3000 + 200 + 500 + 1000 + 2 });
    expect(await readdir(join(dataDir, "tmp"))).toEqual([]);
    expect(
      (await readdir(join(dataDir, "files", "tours", "t1", "scenes", "s1", "r1"))).sort(),
    ).toEqual(["preview.jpg", "preview.jpg.meta.json"]);
    expect(await store.stat("tours/t1/scenes/s1/r1/preview.jpg")).toEqual({
      bytes: 10,
      contentType: "image/jpeg",
      modifiedAt: expect.any(Date),
    });
    expect(await sweepLeftovers(loadConfig({ DATA_DIR: dataDir }))).toEqual({ files: 0, bytes: 0 });
  });

  it("leaves the local folder alone when files live in S3, and copes with a fresh DATA_DIR", async () => {
    await leaveLeftovers();
    const config = loadConfig({ DATA_DIR: dataDir, S3_BUCKET: "orbis" });
    expect(await sweepLeftovers(config)).toEqual({ files: 3, bytes: 3700 });
    expect(await readdir(join(dataDir, "files", "tours", "t1", "scenes", "s1", "r1"))).toHaveLength(
      2,
    );
    const fresh = await mkdtemp(join(tmpdir(), "orbis-sweep-fresh-"));
    expect(await sweepLeftovers(loadConfig({ DATA_DIR: fresh }))).toEqual({ files: 0, bytes: 0 });
    await rm(fresh, { recursive: true, force: true });
  });
});
