import { randomBytes } from "node:crypto";
import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCompressionCache, type Source } from "./compressionCache";

describe("the compression cache", () => {
  let dir: string;
  const sources: Source[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "orbis-compress-"));
    for (let i = 0; i < 4; i += 1) {
      const path = join(dir, `f${i}.js`);
      // Hex of random bytes: text that still compresses to about half, so sizes are predictable.
      await writeFile(path, randomBytes(4096).toString("hex"));
      const info = await stat(path);
      sources.push({ path, size: info.size, mtimeMs: info.mtimeMs });
    }
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("compresses once per file and coding, and round-trips", async () => {
    const cache = createCompressionCache(1024 * 1024);
    const source = sources[0] as Source;
    const [a, b] = await Promise.all([cache.get(source, "br"), cache.get(source, "br")]);
    expect(a).toBe(b);
    expect(await cache.get(source, "br")).toBe(a);
    const gz = await cache.get(source, "gzip");
    expect(gunzipSync(gz).equals(brotliDecompressSync(a))).toBe(true);
    expect(a.length).toBeLessThan(source.size);
  });

  it("answers brotli quickly, then keeps the best quality computed in the background", async () => {
    const cache = createCompressionCache(1024 * 1024);
    const source = sources[2] as Source;
    const quick = await cache.get(source, "br");
    await cache.refined();
    const best = await cache.get(source, "br");
    expect(best).not.toBe(quick);
    expect(best.length).toBeLessThanOrEqual(quick.length);
    expect(brotliDecompressSync(best).equals(brotliDecompressSync(quick))).toBe(true);
    expect(cache.heldBytes()).toBe(best.length);
  });

  it("stays within its bound, dropping the least recently used first", async () => {
    const first = await createCompressionCache(1).get(sources[0] as Source, "gzip");
    const bound = first.length * 2 + 100;
    const cache = createCompressionCache(bound);
    const [s0, s1, s2] = sources as [Source, Source, Source];
    const kept = await cache.get(s0, "gzip");
    await cache.get(s1, "gzip");
    expect(await cache.get(s0, "gzip")).toBe(kept);
    await cache.get(s2, "gzip");
    expect(cache.heldBytes()).toBeLessThanOrEqual(bound);
    expect(await cache.get(s0, "gzip")).toBe(kept);
    const again = await cache.get(s1, "gzip");
    expect(cache.heldBytes()).toBeLessThanOrEqual(bound);
    expect(again.equals(await createCompressionCache(bound).get(s1, "gzip"))).toBe(true);
  });

  it("keys on the file's mtime, so a rebuilt file is compressed again", async () => {
    const cache = createCompressionCache(1024 * 1024);
    const source = sources[3] as Source;
    const before = await cache.get(source, "gzip");
    await writeFile(source.path, "rebuilt ".repeat(100));
    const info = await stat(source.path);
    const after = await cache.get(
      { ...source, size: info.size, mtimeMs: info.mtimeMs + 1 },
      "gzip",
    );
    expect(gunzipSync(after).toString()).toBe("rebuilt ".repeat(100));
    expect(after.equals(before)).toBe(false);
  });
});
