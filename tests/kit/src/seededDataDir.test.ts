import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { signedInClient } from "./accounts";
import { seedFor } from "./seededDataDir";
import { startServer } from "./serverProcess";

/* The seed a test server's data directory is copied from (`npm run build` first). */

describe("the seeded data directory", () => {
  it("is made once per server build and holds the database and files, no token key", async () => {
    const seed = await seedFor();
    const made = (await stat(join(seed, "seed-complete"))).mtimeMs;
    expect(await seedFor()).toBe(seed);
    expect((await stat(join(seed, "seed-complete"))).mtimeMs).toBe(made);
    expect((await readdir(seed)).sort()).toEqual(["db", "files", "seed-complete"]);
  }, 120_000);

  it("gives servers started on copies of it their own data and token key, and sign-ups work", async () => {
    const [a, b] = [await startServer(), await startServer()];
    try {
      expect(a.dataDir).not.toBe(b.dataDir);
      const key = (dir: string) => readFile(join(dir, "secrets", "token.key"), "utf8");
      expect(await key(a.dataDir)).not.toBe(await key(b.dataDir));
      for (const server of [a, b]) {
        const health = await fetch(`${server.origin}/healthz`);
        expect(await health.json()).toMatchObject({ status: "ok", database: "pglite" });
        expect((await readdir(join(server.dataDir, "files"))).length).toBeGreaterThan(0);
      }
      const api = await signedInClient(a.origin, a.dataDir, "seeded@example.com");
      expect(await api.listProjects({ query: {} })).toEqual([]);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  }, 120_000);
});
