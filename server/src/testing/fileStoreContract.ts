import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FileStore } from "../infra/files/fileStore";

/** A stream that yields `chunks` and then, if `fail`, errors instead of ending. */
export const streamOf = (chunks: readonly Uint8Array[], fail?: Error): Readable =>
  Readable.from(
    (async function* () {
      for (const chunk of chunks) yield chunk;
      if (fail !== undefined) throw fail;
    })(),
  );

const sha256 = async (stream: Readable) => {
  const hash = createHash("sha256");
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest("hex");
};

/** Keys no store may accept: they climb out, are absolute, empty, or not slash-separated. */
export const unsafeKeys = ["../x", "/abs", "a/../b", "", "a\\b", "a//b", "./a", "a/"] as const;

/**
 * The behaviours every {@link FileStore} shares, run against one implementation. `bigBytes` is
 * the size of the "large stream" case: above the S3 store's part size, so multipart runs.
 */
export const describeFileStore = (
  name: string,
  open: () => Promise<{ store: FileStore; close: () => Promise<void> }>,
  bigBytes = 3 * 1024 * 1024,
) =>
  describe(`${name}: FileStore contract`, () => {
    let store: FileStore;
    let close: () => Promise<void>;
    let scratch: string;
    beforeAll(async () => {
      ({ store, close } = await open());
      scratch = await mkdtemp(join(tmpdir(), "orbis-files-"));
    });
    afterAll(async () => {
      await close();
      await rm(scratch, { recursive: true, force: true });
    });

    it("stores buffers, streams and files, and reads them back with type and size", async () => {
      const file = join(scratch, "in.bin");
      await writeFile(file, "from a file");
      expect(await store.put("p/a.txt", { buffer: Buffer.from("héllo") }, "text/plain")).toEqual({
        bytes: 6,
        contentType: "text/plain",
      });
      const streamed = streamOf([Buffer.from("str"), Buffer.from("eamed")]);
      expect((await store.put("p/b.json", { stream: streamed }, "application/json")).bytes).toBe(8);
      expect((await store.put("p/c.bin", { path: file }, "image/jpeg")).bytes).toBe(11);

      const a = await store.read("p/a.txt");
      expect(a && { bytes: a.bytes, type: a.contentType, body: await text(a.stream) }).toEqual({
        bytes: 6,
        type: "text/plain",
        body: "héllo",
      });
      expect(await text((await store.read("p/b.json"))?.stream ?? streamOf([]))).toBe("streamed");
      expect(await store.stat("p/c.bin")).toEqual({
        bytes: 11,
        contentType: "image/jpeg",
        modifiedAt: expect.any(Date),
      });
      expect(await store.stat("p/none")).toBeNull();
      expect(await store.read("p/none")).toBeNull();
    });

    it("stores an empty stream and a large one chunk by chunk", async () => {
      expect((await store.put("big/empty", { stream: streamOf([]) }, "text/plain")).bytes).toBe(0);
      const chunks = Array.from({ length: Math.ceil(bigBytes / 65536) }, () => randomBytes(65536));
      const put = await store.put("big/blob", { stream: streamOf(chunks) }, "image/jpeg");
      expect(put.bytes).toBe(chunks.length * 65536);
      const back = await store.read("big/blob");
      expect(back?.bytes).toBe(put.bytes);
      expect(await sha256(back?.stream ?? streamOf([]))).toBe(await sha256(streamOf(chunks)));
    });

    it("replaces an object on put, and keeps the old one when a put's stream fails", async () => {
      await store.put("r/x", { buffer: Buffer.from("one") }, "text/plain");
      await store.put("r/x", { buffer: Buffer.from("two!") }, "text/csv");
      expect(await store.stat("r/x")).toEqual({
        bytes: 4,
        contentType: "text/csv",
        modifiedAt: expect.any(Date),
      });
      const broken = streamOf([randomBytes(bigBytes), randomBytes(1024)], new Error("cut off"));
      await expect(store.put("r/x", { stream: broken }, "image/png")).rejects.toThrow("cut off");
      const failedNew = streamOf([randomBytes(bigBytes)], new Error("cut off"));
      await expect(store.put("r/y", { stream: failedNew }, "image/png")).rejects.toThrow("cut off");
      expect(await text((await store.read("r/x"))?.stream ?? streamOf([]))).toBe("two!");
      expect(await store.stat("r/y")).toBeNull();
      expect(await store.list("r/")).toEqual(["r/x"]);
    });

    it("lists sorted keys under a prefix and removes by key and by prefix", async () => {
      for (const key of ["t/t1/b", "t/t1/a/z", "t/t1/a/y", "t/t2/a", "t/t10/a"]) {
        await store.put(key, { buffer: Buffer.from(key) }, "text/plain");
      }
      expect(await store.list("t/t1/")).toEqual(["t/t1/a/y", "t/t1/a/z", "t/t1/b"]);
      expect(await store.list("t/t1")).toEqual(["t/t1/a/y", "t/t1/a/z", "t/t1/b", "t/t10/a"]);
      expect(await store.list("t/none/")).toEqual([]);
      await store.remove("t/t1/b");
      await store.remove("t/t1/never-there");
      expect(await store.stat("t/t1/b")).toBeNull();
      expect(await store.removePrefix("t/t1/")).toBe("t/t1/a/y".length * 2);
      expect(await store.list("t/")).toEqual(["t/t10/a", "t/t2/a"]);
      expect(await store.removePrefix("t/t1/")).toBe(0);
    });

    it("lists entries under a prefix with their size and time of writing, page by page", async () => {
      const before = Date.now() - 5 * 60_000;
      for (const key of ["e/1/b", "e/1/a/z", "e/2/a"]) {
        await store.put(key, { buffer: Buffer.from(`${key}!`) }, "text/plain");
      }
      const listed = [];
      for await (const page of store.entries("e/1/")) listed.push(...page);
      expect(listed.map((o) => [o.key, o.bytes])).toEqual([
        ["e/1/a/z", 8],
        ["e/1/b", 6],
      ]);
      for (const o of listed) {
        expect(o.modifiedAt.getTime()).toBeGreaterThan(before);
        expect(o.modifiedAt.getTime()).toBeLessThan(Date.now() + 5 * 60_000);
      }
      const none = [];
      for await (const page of store.entries("e/none/")) none.push(...page);
      expect(none).toEqual([]);
      await expect(
        (async () => {
          for await (const _ of store.entries("../x")) return;
        })(),
      ).rejects.toThrow(/Unsafe file key/);
    });

    it("copies an object to another key, keeping bytes and type, and says when the source is missing", async () => {
      await store.put("c/src/one.txt", { buffer: Buffer.from("copied bytes") }, "text/markdown");
      expect(await store.copy("c/src/one.txt", "c/dst/two.txt")).toBe(true);
      const copied = await store.read("c/dst/two.txt");
      expect(copied?.contentType).toBe("text/markdown");
      const chunks: Buffer[] = [];
      for await (const chunk of copied?.stream ?? []) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).toString()).toBe("copied bytes");
      expect(await store.stat("c/src/one.txt")).toMatchObject({ bytes: 12 });
      expect(await store.copy("c/src/missing.txt", "c/dst/x.txt")).toBe(false);
      await expect(store.copy("c/src/one.txt", "../escape")).rejects.toThrow(/Unsafe file key/);
    });

    it.each(unsafeKeys)("refuses the unsafe key %j in every call", async (key) => {
      const body = { buffer: Buffer.from("x") };
      await expect(store.put(key, body, "text/plain")).rejects.toThrow(/Unsafe file key/);
      await expect(store.read(key)).rejects.toThrow(/Unsafe file key/);
      await expect(store.stat(key)).rejects.toThrow(/Unsafe file key/);
      await expect(store.remove(key)).rejects.toThrow(/Unsafe file key/);
      if (key !== "a/") {
        await expect(store.list(key)).rejects.toThrow(/Unsafe file key/);
        await expect(store.removePrefix(key)).rejects.toThrow(/Unsafe file key/);
      }
    });
  });
