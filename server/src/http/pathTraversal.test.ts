import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../testing/testApp";
import { registeredRoutes } from "./inputGuard";

/*
 * Path traversal on every route that serves files by path: each GET route whose last part is a
 * wildcard or a file name (`/cdn/*`, `/t/_assets/*`, `/i/_assets/:name`, the AI styles…), and the
 * console's own files, is asked for a file beside the data folder and for the system's password
 * file, spelled every way a traversal is spelled. None may answer it: 400, 403 or 404 (never a
 * server fault), and neither file's words in the answer. New file routes are walked without
 * being listed here.
 */

const SECRET = "orbis-traversal-canary";

/** A traversal out of a path, spelled the ways servers have been fooled by. */
const TRAVERSALS = [
  "../secret.txt",
  "..%2fsecret.txt",
  "%2e%2e/secret.txt",
  "%2e%2e%2fsecret.txt",
  "%252e%252e%252fsecret.txt",
  "..%5csecret.txt",
  "..\\secret.txt",
  "....//secret.txt",
  "a/../../../../../../../secret.txt",
  "a/..%2f..%2f..%2f..%2f..%2fsecret.txt",
  "%c0%ae%c0%ae/secret.txt",
  "../../../../../../../../etc/passwd",
  "..%2f..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd",
  "/etc/passwd",
  "%2fetc%2fpasswd",
  "secret.txt%00.jpg",
];

describe("path traversal on every route that serves files by path", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite");
    // Beside every store the routes read: the data folder and its files folder.
    await writeFile(join(t.deps.config.dataDir, "secret.txt"), SECRET);
  });
  afterAll(() => t.close());

  /** The file routes' prefixes: the route up to its wildcard or file-name parameter. */
  const fileRoutePrefixes = () =>
    registeredRoutes(t.app)
      .filter((r) => r.method === "GET" && /(\*|:(name|file|path))$/.test(r.url))
      .map((r) => r.url.replace(/(\*|:(name|file|path))$/, ""));

  it("finds the file routes", () => {
    expect(fileRoutePrefixes()).toEqual(
      expect.arrayContaining(["/cdn/", "/t/_assets/", "/i/_assets/"]),
    );
  });

  it("refuses every traversal (400, 403 or 404), never serving a file beside the store", async () => {
    // The console's files are served from the root, under its `assets/` folder.
    const prefixes = [...fileRoutePrefixes(), "/", "/assets/"];
    const leaked: string[] = [];
    for (const prefix of prefixes) {
      for (const traversal of TRAVERSALS) {
        const url = `${prefix}${traversal}`;
        const res = await t.app.inject({ method: "GET", url });
        const served = ![400, 403, 404].includes(res.statusCode);
        // The console answers any other path with its page, which names no file: 200 is fine
        // there as long as neither file's words come back.
        const page = String(res.headers["content-type"]).startsWith("text/html");
        if ((served && !page) || res.body.includes(SECRET) || res.body.includes("root:x:"))
          leaked.push(`${url} → ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
    }
    expect(leaked).toEqual([]);
  });
});
