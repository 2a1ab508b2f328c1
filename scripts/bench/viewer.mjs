// `npm run bench viewer`: time to the first panorama frame of a published tour, Orbis's page
// against a Pannellum page on the same tiles, in the test kit's headless chromium (docs/architecture.md#benchmarks).
// Builds the server (and with it the viewer), starts it on a temp data dir, registers, uploads a
// generated 8192×4096 JPEG through the real pipeline, waits for tiling, publishes; serves a
// Pannellum multires page from a local static server; then loads both pages in turn, fresh
// cache each run. A probe injected in both pages reads the WebGL canvas after every draw and
// marks the first frame that shows panorama pixels; bytes and scripts come from CDP.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import {
  importCore,
  importFromServer,
  importKit,
  resolveFromServer,
  root,
  signInBenchUser,
} from "./lib/packages.mjs";
import { panoramaJpeg } from "./lib/panorama.mjs";

// `npm run bench viewer -- --runs=9 --verbose`: more runs; list each page's requests before its
// first frame (of the last run).
const RUNS = Number(process.argv.find((a) => a.startsWith("--runs="))?.slice(7) ?? 5);
const VERBOSE = process.argv.includes("--verbose");
const VIEW = { width: 1280, height: 720 };
const GOAL_JS_GZIP = 1.5e6;

const step = (text) => console.log(`· ${text}`);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/** Signs a bench account in, uploads the panorama, waits for its tiles, publishes. */
const publishTour = async (kit, server, jpeg) => {
  const { api } = await signInBenchUser(kit, server);
  const project = await api.createProject({ body: { name: "Bench", kind: "contents" } });
  const tour = await api.createProjectTour({
    params: { id: project.id },
    body: { title: "Bench 8K" },
  });
  const form = new FormData();
  form.append("files", new Blob([jpeg], { type: "image/jpeg" }), "bench-8k.jpg");
  await api.uploadTourFiles({ params: { id: tour.id }, query: { overwrite: false }, body: form });
  for (let state = "queued"; state !== "done"; await new Promise((r) => setTimeout(r, 200))) {
    state = (await api.getLayersStatus({ params: { id: tour.id } }))[0]?.state;
    if (state === "failed") throw new Error("tiling failed");
  }
  const version = await api.publishTour({ params: { id: tour.id }, body: {} });
  const scene = (await api.getTour({ params: { id: tour.id } })).scenes[0];
  return { slug: version.slug, scene };
};

/** A static server for the Pannellum page: Pannellum's build from npm, gzip like ours. */
const startPannellumSite = async (origin, scene) => {
  const build = join(resolveFromServer("pannellum/package.json"), "../build");
  const { pannellumMultiRes } = await importCore("panorama");
  const config = {
    type: "multires",
    autoLoad: true,
    showControls: false,
    hfov: scene.initialView.fov,
    yaw: scene.initialView.yaw,
    pitch: scene.initialView.pitch,
    multiRes: { ...pannellumMultiRes(scene.tiles), basePath: `${origin}${scene.tiles.baseUrl}` },
  };
  const files = {
    "/": [
      "text/html",
      Buffer.from(`<!doctype html><html><head><meta charset="utf-8">
<link rel="stylesheet" href="/pannellum.css"><script src="/pannellum.js"></script>
<style>html,body{margin:0;height:100%}#p{position:fixed;inset:0}</style></head>
<body><div id="p"></div><script>pannellum.viewer("p", ${JSON.stringify(config)});</script></body></html>`),
    ],
    "/pannellum.js": ["text/javascript", readFileSync(join(build, "pannellum.js"))],
    "/pannellum.css": ["text/css", readFileSync(join(build, "pannellum.css"))],
  };
  const server = createServer((req, res) => {
    const file = files[req.url];
    if (file === undefined) return res.writeHead(404).end();
    const gzip = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "") && req.url !== "/";
    const body = gzip ? gzipSync(file[1], { level: 9 }) : file[1];
    res.writeHead(200, {
      "content-type": file[0],
      "content-length": body.length,
      ...(gzip ? { "content-encoding": "gzip" } : {}),
    });
    res.end(body);
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  return { server, url: `http://127.0.0.1:${server.address().port}/` };
};

// Injected before any page script: keeps WebGL drawing buffers readable, and at the end of every
// animation-frame callback that drew (both viewers draw in requestAnimationFrame) samples a 7×7
// grid of the canvas; the first varied sample marks the first frame, at the moment it was drawn.
const PROBE = `(() => {
  const get = HTMLCanvasElement.prototype.getContext;
  const raf = window.requestAnimationFrame.bind(window);
  let drew = null;
  const check = (gl) => {
    const w = gl.drawingBufferWidth, h = gl.drawingBufferHeight, px = new Uint8Array(4), seen = new Set();
    let lo = 255, hi = 0;
    for (let i = 1; i < 8; i++) for (let j = 1; j < 8; j++) {
      gl.readPixels(Math.floor(w * i / 8), Math.floor(h * j / 8), 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, px);
      seen.add(px.join()); lo = Math.min(lo, px[0], px[1], px[2]); hi = Math.max(hi, px[0], px[1], px[2]);
    }
    if (seen.size >= 8 && hi - lo > 24) window.__firstFrame = performance.now();
  };
  window.requestAnimationFrame = (callback) => raf((time) => {
    callback(time);
    if (drew !== null && window.__firstFrame === undefined) check(drew);
    drew = null;
  });
  HTMLCanvasElement.prototype.getContext = function (type, attrs) {
    const webgl = /webgl/.test(type);
    const gl = get.call(this, type, webgl ? { ...attrs, preserveDrawingBuffer: true } : attrs);
    if (webgl && gl && !gl.__probed) {
      gl.__probed = true;
      for (const name of ["drawArrays", "drawElements"]) {
        const draw = gl[name];
        gl[name] = function (...args) {
          drew = gl;
          return draw.apply(this, args);
        };
      }
    }
    return gl;
  };
})();`;

/** One visit with an empty cache: first-frame time, bytes and script bytes before it. */
const visit = async (browser, url) => {
  const context = await browser.newContext({ viewport: VIEW });
  await context.addInitScript(PROBE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const requests = new Map();
  let navStart;
  cdp.on("Network.requestWillBeSent", (e) => {
    navStart ??= e.timestamp;
    requests.set(e.requestId, { url: e.request.url, type: e.type });
  });
  cdp.on("Network.loadingFinished", (e) => {
    const r = requests.get(e.requestId);
    if (r) Object.assign(r, { end: e.timestamp, bytes: e.encodedDataLength });
  });
  await page.goto(url, { waitUntil: "commit" });
  await page.waitForFunction(() => window.__firstFrame !== undefined, null, { timeout: 30_000 });
  const ms = await page.evaluate(() => window.__firstFrame);
  await page.waitForTimeout(300);
  const before = [...requests.entries()].filter(
    ([, r]) => r.end !== undefined && r.end <= navStart + ms / 1000,
  );
  let jsGzip = 0;
  for (const [id] of before.filter(([, r]) => r.type === "Script")) {
    const { body, base64Encoded } = await cdp.send("Network.getResponseBody", { requestId: id });
    jsGzip += gzipSync(Buffer.from(body, base64Encoded ? "base64" : "utf8"), { level: 9 }).length;
  }
  const bytes = before.reduce((sum, [, r]) => sum + r.bytes, 0);
  await context.close();
  const list = before.map(
    ([, r]) => `${Math.round((r.end - navStart) * 1000)} ms ${r.bytes} B ${r.url}`,
  );
  return { ms, bytes, jsGzip, requests: before.length, list };
};

const main = async () => {
  const sharp = (await importFromServer("sharp")).default;
  step("building the server and the viewer (turbo)…");
  const build = spawnSync(
    "npx",
    ["turbo", "run", "build", "--filter=@orbis/server...", "--output-logs=errors-only"],
    { cwd: root, stdio: "inherit", env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" } },
  );
  if (build.status !== 0) throw new Error("build failed");
  const kit = await importKit();
  step("generating an 8192×4096 JPEG…");
  const jpeg = await panoramaJpeg(sharp, 8192, { seed: 20240611 });
  const server = await kit.startServer({ env: { UV_THREADPOOL_SIZE: "8" }, nodeFlags: [] });
  const { origin } = server;
  let site;
  let browser;
  try {
    step(`uploading ${(jpeg.length / 1e6).toFixed(1)} MB, tiling, publishing…`);
    const { slug, scene } = await publishTour(kit, server, jpeg);
    site = await startPannellumSite(origin, scene);
    browser = await kit.launchBrowser();
    const pages = { orbis: `${origin}/t/${slug}`, pannellum: site.url };
    const results = { orbis: [], pannellum: [] };
    await visit(browser, pages.orbis); // warm the server's file cache and snapshot cache
    await visit(browser, pages.pannellum);
    for (let run = 0; run < RUNS; run++)
      for (const name of run % 2 ? ["pannellum", "orbis"] : ["orbis", "pannellum"])
        results[name].push(await visit(browser, pages[name]));
    const summary = (name) => {
      const list = results[name];
      return {
        ms: median(list.map((r) => r.ms)),
        bytes: median(list.map((r) => r.bytes)),
        jsGzip: median(list.map((r) => r.jsGzip)),
        requests: median(list.map((r) => r.requests)),
      };
    };
    if (VERBOSE)
      for (const name of ["orbis", "pannellum"])
        console.log(
          `\n${name}, requests done before the first frame (last run):\n  ${results[name].at(-1).list.join("\n  ")}`,
        );
    const o = summary("orbis");
    const p = summary("pannellum");
    console.log(
      `\nFirst panorama frame, ${scene.tiles.cubeSize}px cube faces in ${scene.tiles.levels} levels, ${VIEW.width}×${VIEW.height}, median of ${RUNS} cold loads:`,
    );
    console.table({
      Orbis: {
        "first frame ms": Math.round(o.ms),
        "bytes before": o.bytes,
        "requests before": o.requests,
        "JS gzip before": o.jsGzip,
      },
      Pannellum: {
        "first frame ms": Math.round(p.ms),
        "bytes before": p.bytes,
        "requests before": p.requests,
        "JS gzip before": p.jsGzip,
      },
    });
    console.log(
      `goals: first frame no later than Pannellum's: ${o.ms <= p.ms ? "met" : "missed"}; ` +
        `JS before the first frame ≤ 1.5 MB gzip: ${o.jsGzip <= GOAL_JS_GZIP ? "met" : "missed"}`,
    );
    console.log(
      `BENCH ${JSON.stringify({
        name: "viewer-first-frame",
        orbis_ms: Math.round(o.ms),
        pannellum_ms: Math.round(p.ms),
        orbis_js_gzip_bytes: o.jsGzip,
        pannellum_js_gzip_bytes: p.jsGzip,
        orbis_bytes: o.bytes,
        pannellum_bytes: p.bytes,
      })}`,
    );
  } finally {
    await browser?.close();
    site?.server.close();
    await server.stop();
  }
};

await main();
