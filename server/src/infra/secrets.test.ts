import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config";
import { loadTokenSecret, tokenKeyPath } from "./secrets";

describe("token secret", () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "orbis-secret-"));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it("makes a random key once, owner-only, and reads the same key on every later start", async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = await loadTokenSecret(config);
    const second = await loadTokenSecret(config);
    expect(Buffer.from(second)).toEqual(Buffer.from(first));
    expect(first.length).toBe(64);
    const path = tokenKeyPath(dataDir);
    expect((await readFile(path, "utf8")).trim()).toBe(Buffer.from(first).toString());
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect(await readdir(join(dataDir, "secrets"))).toEqual(["token.key"]);

    const elsewhere = await mkdtemp(join(tmpdir(), "orbis-secret-"));
    const other = await loadTokenSecret({ dataDir: elsewhere });
    await rm(elsewhere, { recursive: true, force: true });
    expect(Buffer.from(other)).not.toEqual(Buffer.from(first));
  });

  it("agrees on one key when several starts race on a new data dir", async () => {
    const keys = await Promise.all(Array.from({ length: 8 }, () => loadTokenSecret({ dataDir })));
    expect(new Set(keys.map((k) => Buffer.from(k).toString())).size).toBe(1);
    expect(await readdir(join(dataDir, "secrets"))).toEqual(["token.key"]);
  });

  it("uses JWT_SECRET as given, and writes no file", async () => {
    const secret = "a-long-enough-operator-chosen-secret-value";
    const key = await loadTokenSecret(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret }));
    expect(Buffer.from(key).toString()).toBe(secret);
    expect(await readdir(dataDir)).toEqual([]);
  });

  it("refuses a JWT_SECRET shorter than 32 bytes, naming the variable", async () => {
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: "short-secret" });
    const attempt = loadTokenSecret(config);
    await expect(attempt).rejects.toBeInstanceOf(ConfigError);
    await expect(attempt).rejects.toThrow(/JWT_SECRET must be at least 32 bytes.*has 12/);
    // 31 ASCII bytes fail; 11 Hangul syllables are 33 bytes of UTF-8 and pass.
    await expect(loadTokenSecret({ dataDir, jwtSecret: "x".repeat(31) })).rejects.toThrow(
      /JWT_SECRET/,
    );
    expect((await loadTokenSecret({ dataDir, jwtSecret: "가".repeat(11) })).length).toBe(33);
  });

  it("refuses a damaged key file instead of silently replacing it", async () => {
    await loadTokenSecret({ dataDir });
    await writeFile(tokenKeyPath(dataDir), "");
    await expect(loadTokenSecret({ dataDir })).rejects.toThrow(/does not hold a token key/);
  });
});
