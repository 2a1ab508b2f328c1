import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { IMMUTABLE } from "./consoleFiles";

// Enough text that compression shows, distinct per file so a mix-up cannot pass.
const INDEX = `<!doctype html><html lang="ko"><head><script type="module" src="/assets/index-Ab12Cd.js"></script></head><body><div id="root"></div>${"<!-- orbis -->".repeat(50)}</body></html>`;
const SCRIPT = `export const orbis = ${JSON.stringify("console ".repeat(400))};\n`;
const STYLE = `body { color: #1e9e5a; }\n${".x { margin: 0 }\n".repeat(100)}`;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const PRE = "export const pre = 'plain';\n";

const writeBuild = async (dir: string) => {
  await mkdir(join(dir, "assets"), { recursive: true });
  await mkdir(join(dir, ".vite"), { recursive: true });
  await writeFile(join(dir, "index.html"), INDEX);
  await writeFile(join(dir, "robots.txt"), "User-agent: *\nAllow: /\n");
  await writeFile(join(dir, ".vite/manifest.json"), "{}");
  await writeFile(join(dir, "assets/index-Ab12Cd.js"), SCRIPT);
  await writeFile(join(dir, "assets/index-Ef34Gh.css"), STYLE);
  await writeFile(join(dir, "assets/logo-Ij56Kl.png"), PNG);
  // A build that compresses ahead writes siblings; their content proves which file was sent.
  await writeFile(join(dir, "assets/pre-Mn78Op.js"), PRE);
  await writeFile(join(dir, "assets/pre-Mn78Op.js.br"), brotliCompressSync("// from .br\n"));
  await writeFile(join(dir, "assets/pre-Mn78Op.js.gz"), gzipSync("// from .gz\n"));
};

const decode = (raw: Buffer, coding: string | undefined): string => {
  if (coding === "br") return brotliDecompressSync(raw).toString("utf8");
  if (coding === "gzip") return gunzipSync(raw).toString("utf8");
  return raw.toString("utf8");
};

describe("the console at /", () => {
  let root: string;
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET") =>
    t.call({ method, url, headers });
  const page = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };
  let origin: string;
  const rawGet = (path: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      // Options, not a URL string: a URL would be normalised before it is sent.
      const { hostname, port } = new URL(origin);
      const req = request({ hostname, port, path, headers: page }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
        );
      });
      req.on("error", reject);
      req.end();
    });

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "orbis-console-"));
    await writeFile(join(root, "secret.txt"), "outside the build");
    await writeBuild(join(root, "dist"));
    t = await startTestApp("pglite", { env: { CONSOLE_DIR: join(root, "dist") } });
    origin = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  it.each([
    ["br", "gzip, deflate, br, zstd"],
    ["gzip", "gzip, deflate"],
    ["gzip", "br;q=0, gzip"],
    ["gzip", "br;q=0.5, gzip;q=0.9"],
    [undefined, "identity"],
    [undefined, ""],
  ])("sends index.html as %s for accept-encoding %j", async (coding, acceptEncoding) => {
    const res = await get("/", { ...page, "accept-encoding": acceptEncoding });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe(coding);
    expect(decode(res.rawPayload, coding)).toBe(INDEX);
    expect(res.headers["content-length"]).toBe(String(res.rawPayload.length));
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers.etag).toMatch(
      coding === undefined ? /^"[0-9a-f]+-[0-9a-f]+"$/ : /^W\/"[0-9a-f]+-[0-9a-f]+-(br|gzip)"$/,
    );
  });

  it("caches hashed assets for a year, compressed; images are sent as they are", async () => {
    const js = await get("/assets/index-Ab12Cd.js", { "accept-encoding": "br" });
    expect(js.headers["cache-control"]).toBe(IMMUTABLE);
    expect(js.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(decode(js.rawPayload, "br")).toBe(SCRIPT);
    expect(js.rawPayload.length).toBeLessThan(SCRIPT.length / 5);
    const css = await get("/assets/index-Ef34Gh.css", { "accept-encoding": "gzip" });
    expect([css.headers["cache-control"], decode(css.rawPayload, "gzip")]).toEqual([
      IMMUTABLE,
      STYLE,
    ]);
    const png = await get("/assets/logo-Ij56Kl.png", { "accept-encoding": "br, gzip" });
    expect(png.headers["content-encoding"]).toBeUndefined();
    expect(png.headers["content-type"]).toBe("image/png");
    expect(png.rawPayload.equals(PNG)).toBe(true);
    const robots = await get("/robots.txt", { "accept-encoding": "gzip" });
    expect(robots.headers["cache-control"]).toBe("no-cache");
    expect(decode(robots.rawPayload, "gzip")).toContain("User-agent");
  });

  it("prefers the build's own .br and .gz files, tagged strong", async () => {
    const url = "/assets/pre-Mn78Op.js";
    expect((await get(url, { "accept-encoding": "br" })).headers.etag).toMatch(/^"[0-9a-f-]+-br"$/);
    expect(decode((await get(url, { "accept-encoding": "br" })).rawPayload, "br")).toBe(
      "// from .br\n",
    );
    expect(decode((await get(url, { "accept-encoding": "gzip" })).rawPayload, "gzip")).toBe(
      "// from .gz\n",
    );
    expect((await get(url)).body).toBe(PRE);
  });

  it("answers 304 to a current ETag, one tag per coding", async () => {
    const first = await get("/assets/index-Ab12Cd.js", { "accept-encoding": "br" });
    const etag = first.headers.etag as string;
    const again = await get("/assets/index-Ab12Cd.js", {
      "accept-encoding": "br",
      "if-none-match": etag,
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers["cache-control"]).toBe(IMMUTABLE);
    const strong = etag.replace(/^W\//, "");
    const listed = await get("/assets/index-Ab12Cd.js", {
      "accept-encoding": "br",
      "if-none-match": `"x", ${strong}`,
    });
    expect(listed.statusCode).toBe(304);
    const otherCoding = await get("/assets/index-Ab12Cd.js", {
      "accept-encoding": "gzip",
      "if-none-match": etag,
    });
    expect(otherCoding.statusCode).toBe(200);
    expect(otherCoding.headers.etag).not.toBe(etag);
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const got = await get("/assets/index-Ab12Cd.js", { "accept-encoding": "gzip" });
    const head = await get("/assets/index-Ab12Cd.js", { "accept-encoding": "gzip" }, "HEAD");
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    for (const name of [
      "content-length",
      "content-encoding",
      "etag",
      "cache-control",
      "content-type",
    ]) {
      expect(head.headers[name], name).toBe(got.headers[name]);
    }
    const spa = await get("/projects", page, "HEAD");
    expect([spa.statusCode, spa.rawPayload.length, spa.headers["content-type"]]).toEqual([
      200,
      0,
      "text/html; charset=utf-8",
    ]);
  });

  it.each([
    "/projects",
    "/builder/pricing",
    "/project/p1/edit/t1",
    "/no/such/page",
    "/index",
    "/admin",
  ])("answers the page %s with index.html (the console routes it)", async (url) => {
    const res = await get(`${url}?x=1`, page);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("lets the console's own module scripts and styles run under the CSP", async () => {
    const csp = (await get("/", page)).headers["content-security-policy"] as string;
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).toMatch(/style-src 'self'/);
    expect(csp).not.toMatch(/upgrade-insecure-requests/);
  });

  it.each([
    ["GET", "/api/v1/nothing-here", page],
    ["GET", "/identity/v1/nothing", page],
    ["GET", "/pay/nothing", page],
    ["GET", "/admin-api/nothing", page],
    ["GET", "/cdn/nothing", page],
    ["GET", "/t/nothing/more", page],
    ["GET", "/embed/nothing", page],
    ["GET", "/metadata.json/x", page],
    ["GET", "/assets/missing-Zz99.js", { accept: "*/*" }],
    ["GET", "/projects", { accept: "application/json" }],
    ["POST", "/projects", page],
    ["DELETE", "/", page],
  ] as const)("keeps the JSON 404 for %s %s", async (method, url, headers) => {
    const res = await t.call({ method, url, headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 10404 });
  });

  // Over a real socket: an injected request's URL is normalised before the server sees it.
  it.each([
    "/../secret.txt",
    "/assets/../../secret.txt",
    "/assets/..%2f..%2fsecret.txt",
    "/%2e%2e/secret.txt",
    "/assets%5c..%5c..%5csecret.txt",
  ])("refuses %s with a 404", async (path) => {
    const res = await rawGet(path);
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toMatchObject({ code: 10404 });
  });

  it("does not serve the build's dot-files", async () => {
    const res = await get("/.vite/manifest.json", page);
    expect(res.body).toBe(INDEX);
    expect((await get("/.vite/manifest.json")).statusCode).toBe(404);
  });
});

describe("the console before it is built", () => {
  let empty: string;
  let t: TestApp;
  beforeAll(async () => {
    empty = await mkdtemp(join(tmpdir(), "orbis-console-missing-"));
    t = await startTestApp("pglite", {
      env: { CONSOLE_DIR: join(empty, "dist"), PUBLIC_URL: "https://orbis.example" },
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(empty, { recursive: true, force: true });
  });

  it("keeps upgrade-insecure-requests when Orbis is reached over https", async () => {
    const res = await t.call({ method: "GET", url: "/" });
    expect(res.headers["content-security-policy"]).toMatch(/upgrade-insecure-requests/);
  });

  it("answers / and pages with 503 saying to build, and APIs with their 404", async () => {
    for (const [url, accept] of [
      ["/", "*/*"],
      ["/projects", "text/html"],
    ]) {
      const res = await t.call({ method: "GET", url, headers: { accept } });
      expect(res.statusCode).toBe(503);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.body).toContain("npm run build");
    }
    const api = await t.call({
      method: "GET",
      url: "/api/v1/nothing",
      headers: { accept: "text/html" },
    });
    expect([api.statusCode, (api.json() as { code: number }).code]).toEqual([404, 10404]);
  });
});
