import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../src/testing/runCli";

/* Discoverability: help for every topic and command, with examples; shell autocomplete. */

let cache: string;
beforeAll(async () => {
  cache = await mkdtemp(join(tmpdir(), "orbis-cache-"));
});
afterAll(() => rm(cache, { recursive: true, force: true }));

const manifest = async () =>
  JSON.parse(await readFile(new URL("../oclif.manifest.json", import.meta.url), "utf8")) as {
    commands: Record<string, { examples?: string[] }>;
  };

describe("help", () => {
  it("lists every topic and the top-level commands", async () => {
    const r = await runCli(["--help"]);
    expect(r.code).toBe(0);
    for (const topic of ["ai", "edu", "payments", "projects", "scenes", "tours"])
      expect(r.stdout).toMatch(new RegExp(`^  ${topic} `, "m"));
    for (const command of ["login", "logout", "stats", "whoami", "autocomplete"])
      expect(r.stdout).toMatch(new RegExp(`^  ${command} `, "m"));
  });

  it("gives every command of ours help with examples", async () => {
    const ours = Object.entries((await manifest()).commands);
    expect(ours.map(([id]) => id).sort()).toEqual([
      "ai:delete",
      "ai:generate",
      "ai:list",
      "ai:styles",
      "ai:usage",
      "edu:students:create",
      "edu:students:export",
      "login",
      "logout",
      "payments:history",
      "payments:receipt",
      "projects:create",
      "projects:list",
      "scenes:upload",
      "stats",
      "tours:copy",
      "tours:create",
      "tours:delete",
      "tours:export",
      "tours:import",
      "tours:list",
      "tours:publish",
      "whoami",
    ]);
    for (const [id, command] of ours) {
      expect(command.examples?.length, id).toBeGreaterThan(0);
      const r = await runCli([...id.split(":"), "--help"]);
      expect(r.code, id).toBe(0);
      expect(r.stdout, id).toContain("EXAMPLES");
      expect(r.stdout, id).toContain("--json");
    }
  });
});

describe("an unknown command", () => {
  it("is a usage error like any other: Error 10400, exit 2, JSON with --json", async () => {
    const r = await runCli(["tours", "fly", "--json"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'Error 10400: "tours fly" is not an orbis command. See "orbis --help".\n',
    );
    expect(r.json()).toEqual({ error: { code: 10400, message: expect.any(String), exitCode: 2 } });
  });
});

describe("autocomplete", () => {
  it("prints the setup and a bash script that knows every command and flag", async () => {
    const env = { XDG_CACHE_HOME: cache };
    const setup = await runCli(["autocomplete", "bash"], { env });
    expect(setup.code).toBe(0);
    expect(setup.stdout).toContain("orbis autocomplete script bash");
    const script = await runCli(["autocomplete", "script", "bash"], { env });
    expect(script.code).toBe(0);
    const functions = await readFile(
      join(cache, "orbis", "autocomplete", "functions", "bash", "orbis.bash"),
      "utf8",
    );
    expect(functions).toContain("scenes:upload --json --api-url --profile --tour --concurrency");
  });
});
