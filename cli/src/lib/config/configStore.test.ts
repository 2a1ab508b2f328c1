import { mkdtemp, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { configPath, DEFAULT_PROFILE, emptyConfig, normaliseApiUrl } from "./configFile";
import { configStore, withProfile } from "./configStore";
import { withFileLock } from "./fileLock";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "orbis-config-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const profile = { apiUrl: "http://a.test", email: "a@b.c", accessToken: "x", refreshToken: "y" };

describe("configPath", () => {
  it.each([
    [{ XDG_CONFIG_HOME: "/xdg" }, "/xdg/orbis/config.json"],
    [{}, "/home/u/.config/orbis/config.json"],
    [{ XDG_CONFIG_HOME: "relative" }, "/home/u/.config/orbis/config.json"],
  ])("%j → %s", (env, path) => {
    expect(configPath(env, "/home/u")).toBe(path);
  });

  it("normalises API URLs", () => {
    expect(normaliseApiUrl(" http://x.test/// ")).toBe("http://x.test");
  });
});

describe("configStore", () => {
  it("reads a missing file as empty and writes mode 600 in a mode 700 directory", async () => {
    const store = configStore(join(dir, "orbis", "config.json"));
    expect(await store.read()).toEqual(emptyConfig());
    expect(emptyConfig().currentProfile).toBe(DEFAULT_PROFILE);
    await store.update((c) => withProfile(c, "default", profile));
    expect((await stat(store.path)).mode & 0o777).toBe(0o600);
    expect((await stat(join(dir, "orbis"))).mode & 0o777).toBe(0o700);
    expect((await store.read()).profiles.default).toEqual(profile);
  });

  it("refuses a broken file with a usage error naming it", async () => {
    const path = join(dir, "config.json");
    await writeFile(path, "{nope");
    await expect(configStore(path).read()).rejects.toMatchObject({
      code: 10400,
      message: expect.stringContaining(path),
    });
    await writeFile(path, JSON.stringify({ profiles: { a: { apiUrl: 5 } } }));
    await expect(configStore(path).read()).rejects.toMatchObject({ code: 10400 });
  });

  it("keeps every concurrent update (they take turns under the lock)", async () => {
    const store = configStore(join(dir, "config.json"));
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        store.update((c) => withProfile(c, `p${i}`, { ...profile, email: `${i}@b.c` })),
      ),
    );
    expect(Object.keys((await store.read()).profiles).sort()).toEqual(
      Array.from({ length: 8 }, (_, i) => `p${i}`),
    );
  });
});

describe("withFileLock", () => {
  it("takes over a lock left by a dead process", async () => {
    const lock = join(dir, "x.lock");
    await writeFile(lock, "");
    const old = new Date(Date.now() - 60_000);
    await utimes(lock, old, old);
    await expect(withFileLock(lock, async () => "ran")).resolves.toBe("ran");
    await expect(readFile(lock)).rejects.toMatchObject({ code: "ENOENT" });
  });
});
