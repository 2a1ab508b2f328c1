import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { SHORT_LIVED_NODE_FLAGS, startServer } from "./serverProcess";

/** The flags Node was started with, before the server's entry file. */
const nodeFlagsOf = async (pid: number | undefined): Promise<string[]> => {
  const args = (await readFile(`/proc/${pid}/cmdline`, "utf8")).split("\0");
  return args.slice(
    1,
    args.findIndex((arg) => arg.endsWith("main.js")),
  );
};

/* The built server (`npm run build` first): started, restarted on its data, stopped clean. */

describe("the server process", () => {
  it("starts on a free port, answers, and leaves nothing behind when stopped", async () => {
    const server = await startServer();
    try {
      expect(server.output()).toContain(`Orbis is running at ${server.origin}`);
      const health = await fetch(`${server.origin}/healthz`);
      expect(await health.json()).toMatchObject({ status: "ok", database: "pglite" });
      expect(await readFile(server.logFile, "utf8")).toContain("Orbis is running at");
      expect(await nodeFlagsOf(server.child.pid)).toEqual(SHORT_LIVED_NODE_FLAGS);
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
    // As a benchmark starts it: with Node's own defaults.
    const again = await startServer({ again: first, nodeFlags: [] });
    try {
      expect(again.origin).toBe(first.origin);
      expect(await nodeFlagsOf(again.child.pid)).toEqual([]);
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
