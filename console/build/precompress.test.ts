import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompressFiles } from "./precompress";

describe("precompressFiles", () => {
  let dir = "";
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("writes brotli and gzip copies of text files that decompress to the same bytes", async () => {
    dir = await mkdtemp(join(tmpdir(), "orbis-precompress-"));
    await mkdir(join(dir, "assets"));
    const script = Buffer.from("export const greeting = 'hello';\n".repeat(500));
    await writeFile(join(dir, "assets", "app.js"), script);
    await writeFile(join(dir, "index.html"), "<!doctype html><title>Orbis</title>");
    await writeFile(join(dir, "assets", "logo.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));

    await precompressFiles(dir, ["assets/app.js", "index.html", "assets/logo.png"]);

    const br = await readFile(join(dir, "assets", "app.js.br"));
    expect(brotliDecompressSync(br).equals(script)).toBe(true);
    expect(br.length).toBeLessThan(script.length / 10);
    expect(gunzipSync(await readFile(join(dir, "assets", "app.js.gz"))).equals(script)).toBe(true);
    expect(existsSync(join(dir, "index.html.br"))).toBe(true);
    expect(existsSync(join(dir, "assets", "logo.png.br"))).toBe(false);
    expect(existsSync(join(dir, "assets", "logo.png.gz"))).toBe(false);
  });
});
