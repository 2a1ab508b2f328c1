import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import { refusalOf } from "../../testing/refusal";
import { routeUrl } from "../../testing/routeUrl";
import { startTestApp, type TestApp } from "../../testing/testApp";

const run = promisify(execFile);

/*
 * The plugin download: the server packs the workspace's cli/ into an npm tarball on the first
 * request, and that tarball installs from the npm registry alone and runs. The database plays
 * no part here, so PGlite only.
 */
describe("the orbis command line as an npm tarball", () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await startTestApp("pglite");
    dir = await mkdtemp(join(tmpdir(), "orbis-cli-install-"));
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (headers: Record<string, string> = {}) =>
    t.call({ method: "GET", url: routeUrl("downloadCli"), headers });

  it("serves the tarball to anyone, with its name and an ETag, and 304 to a current copy", async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/gzip");
    expect(res.headers["content-disposition"]).toContain('filename="orbis-cli.tgz"');
    // A gzip stream, holding npm's `package/` folder.
    expect(res.rawPayload.subarray(0, 2).toString("hex")).toBe("1f8b");
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get({ "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    await writeFile(join(dir, "orbis-cli.tgz"), res.rawPayload);
  });

  it("installs with npm into an empty prefix and runs orbis --help with every topic", async () => {
    const started = Date.now();
    const prefix = join(dir, "prefix");
    // --prefer-offline: the registry is asked only for what npm's cache does not hold yet.
    await run(
      "npm",
      [
        "install",
        "--prefix",
        prefix,
        join(dir, "orbis-cli.tgz"),
        "--prefer-offline",
        "--no-audit",
        "--no-fund",
      ],
      { timeout: 240_000 },
    );
    console.info(
      `npm install of the served tarball took ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const { stdout } = await run(join(prefix, "node_modules", ".bin", "orbis"), ["--help"], {
      env: { ...process.env, HOME: dir, XDG_CONFIG_HOME: join(dir, "config") },
    });
    for (const topic of ["ai", "edu", "payments", "projects", "scenes", "tours"])
      expect(stdout).toMatch(new RegExp(`^  ${topic} `, "m"));
    for (const command of ["login", "logout", "whoami"])
      expect(stdout).toMatch(new RegExp(`^  ${command} `, "m"));
    // @orbis/core is bundled, not a dependency npm would look for on the registry.
    const { stdout: tree } = await run("npm", ["ls", "--prefix", prefix, "--all", "--parseable"]);
    expect(tree).not.toContain("@orbis/core");
  }, 300_000);
});

describe("a server without the command line's sources", () => {
  let t: TestApp;
  let empty: string;
  beforeAll(async () => {
    empty = await mkdtemp(join(tmpdir(), "orbis-no-cli-"));
    t = await startTestApp("pglite", { env: { CLI_DIR: empty } });
  });
  afterAll(async () => {
    await t.close();
    await rm(empty, { recursive: true, force: true });
  });

  it("answers 404 saying the command line is not part of this installation", async () => {
    const refused = await refusalOf(apiFor(t).downloadCli());
    expect([refused.status, refused.code]).toEqual([404, 10404]);
    expect(refused.message).toContain("not part of this server's installation");
  });
});
