import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { startServer } from "./serverProcess";

/* The built server (`npm run build` first): started, restarted on its data, stopped clean. */

describe("the server process", () => {
  it("starts on a free port, answers, and leaves nothing behind when stopped", async () => {
    const server = await startServer();
    try {
      expect(server.output()).toContain(`Orbis is running at ${server.origin}`);
      const health = await fetch(`${server.origin}/healthz`);
      expect(await health.json()).toMatchObject({ status: "ok", database: "pglite" });
      expect(await readFile(server.logFile, "utf8")).toContain("Orbis is running at");
    } finally {
      await server.stop();
    }
    expect(server.child.exitCode ?? server.child.signalCode).not.toBeNull();
    expect(existsSync(server.dataDir)).toBe(false);
    expect(existsSync(server.logFile)).toBe(false);
  }, 120_000);

  it("starts again on the data it kept, at the same origin", async () => {
    const first = await startServer();
    await first.stop(true);
    expect(existsSync(first.dataDir)).toBe(true);
    const again = await startServer({ again: first });
    try {
      expect(again.origin).toBe(first.origin);
      expect((await fetch(`${again.origin}/healthz`)).status).toBe(200);
    } finally {
      await again.stop();
    }
    expect(existsSync(first.dataDir)).toBe(false);
  }, 120_000);

  it("fails with what the server printed when it cannot start", async () => {
    await expect(startServer({ env: { DATABASE_URL: "not a url" } })).rejects.toThrow(
      /did not start\. It printed:\n[\s\S]+/,
    );
  }, 120_000);
});
