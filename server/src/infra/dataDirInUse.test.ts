import { spawnSync } from "node:child_process";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { markDataDirInUse, serverUsingDataDir } from "./dataDirInUse";

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "orbis-in-use-"));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe("serverUsingDataDir", () => {
  it("names a live process that marked the folder, and nobody once it is released", async () => {
    // The parent of this test process stands in for a server that is alive.
    await writeFile(join(dataDir, "server.pid"), `${process.ppid}\n`);
    expect(serverUsingDataDir(dataDir)).toBe(process.ppid);
    const release = await markDataDirInUse(dataDir);
    // This very process is not "another server" to itself.
    expect(serverUsingDataDir(dataDir)).toBeNull();
    await release();
    expect(await readdir(dataDir)).toEqual([]);
  });

  it("ignores the mark of a server killed outright, and garbage", async () => {
    const gone = spawnSync(process.execPath, ["-e", "0"]).pid;
    await writeFile(join(dataDir, "server.pid"), `${gone}\n`);
    expect(serverUsingDataDir(dataDir)).toBeNull();
    await writeFile(join(dataDir, "server.pid"), "not a pid");
    expect(serverUsingDataDir(dataDir)).toBeNull();
    expect(serverUsingDataDir(join(dataDir, "missing"))).toBeNull();
  });

  it("creates the folder when a server on external services has none yet", async () => {
    const release = await markDataDirInUse(join(dataDir, "new"));
    expect(await readdir(join(dataDir, "new"))).toEqual(["server.pid"]);
    await release();
  });
});
