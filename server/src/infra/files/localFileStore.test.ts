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

  it("answers small files it has read from memory, and never a copy older than its last write", async () => {
    const store = createLocalFileStore(root, { cacheBytes: 1024 });
    const bytesOf = async (key: string) => {
      const found = await store.read(key);
      return found === null ? null : Buffer.concat(await found.stream.toArray()).toString();
    };
    await store.put("m/t1/a.jpg", { buffer: Buffer.from("first") }, "image/jpeg");
    expect(await bytesOf("m/t1/a.jpg")).toBe("first");
    // Read again: the bytes come with the answer, and the stream carries the same.
    expect((await store.read("m/t1/a.jpg"))?.body?.toString()).toBe("first");
    await store.put("m/t1/a.jpg", { buffer: Buffer.from("second") }, "image/png");
    expect([await bytesOf("m/t1/a.jpg"), (await store.read("m/t1/a.jpg"))?.contentType]).toEqual([
      "second",
      "image/png",
    ]);
    await store.copy("m/t1/a.jpg", "m/t1/b.jpg");
    await store.put("m/t1/a.jpg", { buffer: Buffer.from("third") }, "image/jpeg");
    expect([await bytesOf("m/t1/a.jpg"), await bytesOf("m/t1/b.jpg")]).toEqual(["third", "second"]);
    await store.remove("m/t1/a.jpg");
    expect(await store.read("m/t1/a.jpg")).toBeNull();
    await store.removePrefix("m/t1/");
    expect(await store.read("m/t1/b.jpg")).toBeNull();
    // Larger than the memory allowed: read whole from disk each time, and not kept.
    await store.put("m/t2/big.jpg", { buffer: Buffer.alloc(2048, 65) }, "image/jpeg");
    for (let i = 0; i < 2; i++) expect((await bytesOf("m/t2/big.jpg"))?.length).toBe(2048);
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
