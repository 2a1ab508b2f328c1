import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeFileStore, streamOf } from "../../testing/fileStoreContract";
import { createLocalFileStore } from "./localFileStore";

const tempRoot = () => mkdtemp(join(tmpdir(), "orbis-local-store-"));

describeFileStore("local", async () => {
  const root = await tempRoot();
  return {
    store: createLocalFileStore(root),
    close: () => rm(root, { recursive: true, force: true }),
  };
});

describe("local file store on disk", () => {
  let root: string;
  beforeAll(async () => {
    root = await tempRoot();
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("leaves no temp file and no partial object behind a failed put", async () => {
    const store = createLocalFileStore(root);
    await store.put("tours/t1/a.jpg", { buffer: Buffer.from("old") }, "image/jpeg");
    const broken = streamOf([Buffer.alloc(256 * 1024, 1)], new Error("disk said no"));
    await expect(store.put("tours/t1/a.jpg", { stream: broken }, "image/png")).rejects.toThrow(
      "disk said no",
    );
    await expect(
      store.put("tours/t1/b.jpg", { stream: streamOf([], new Error("at once")) }, "image/png"),
    ).rejects.toThrow("at once");
    // Only the object and its content-type sidecar: no temp names, no b.jpg.
    expect((await readdir(join(root, "tours", "t1"))).sort()).toEqual(["a.jpg", "a.jpg.meta.json"]);
    expect(await store.stat("tours/t1/a.jpg")).toEqual({
      bytes: 3,
      contentType: "image/jpeg",
      modifiedAt: expect.any(Date),
    });
  });

  it("keeps objects across store instances (it is the directory that holds them)", async () => {
    await createLocalFileStore(root).put("k/v", { buffer: Buffer.from("kept") }, "text/plain");
    expect(await createLocalFileStore(root).stat("k/v")).toEqual({
      bytes: 4,
      contentType: "text/plain",
      modifiedAt: expect.any(Date),
    });
    // A read says when the object was written, as a stat does: the CDN's validators are made of it.
    const read = await createLocalFileStore(root).read("k/v");
    read?.stream.destroy();
    expect(read?.modifiedAt).toEqual((await createLocalFileStore(root).stat("k/v"))?.modifiedAt);
    expect(read?.modifiedAt.getTime()).toBe((await stat(join(root, "k", "v"))).mtime.getTime());
  });
});
