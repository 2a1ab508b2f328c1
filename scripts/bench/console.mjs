// `npm run bench console`: what the console's landing page costs a first-time visitor (issue 7:
// "the landing page loads no Cesium code"; JS ≤ 250 KB gzip). Builds the server and with it the
// console (turbo), starts the built server on embedded defaults on a temp data dir, opens `/` in
// the test kit's headless chromium with an empty cache, waits for load and network idle, and sums
// the scripts it fetched as gzip level 9 of each body (as the viewer bench does), whatever files
// console/dist holds. Also reports how the server sent them: compressed, cached for good.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { importKit, root, sleep } from "./lib/packages.mjs";

const VERBOSE = process.argv.includes("--verbose");
const VIEW = { width: 1280, height: 720 };
const GOAL_JS_GZIP = 250 * 1024;
const IMMUTABLE = /\bimmutable\b/;
// Component names that survive minifying as strings: MUI's (`MuiButton`) and react-admin's
// (`RaList`) theme keys, hundreds of them in the admin's chunk and none elsewhere.
const ADMIN_CODE = /["'`](Ra[A-Z][A-Za-z]+|Mui[A-Z][A-Za-z]+)["'`]/;

const step = (text) => console.log(`· ${text}`);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const lower = (headers) =>
  Object.fromEntries(Object.entries(headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]));

/**
 * One cold visit of `url`: every response, and the scripts' bodies for the gzip sum. `prepare`
 * may act in the context first (sign in); the cache is emptied before the measured visit.
 */
const visit = async (browser, url, prepare) => {
  const context = await browser.newContext({ viewport: VIEW });
  const page = await context.newPage();
  if (prepare) await prepare(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const requests = new Map();
  cdp.on("Network.requestWillBeSent", (e) => {
    requests.set(e.requestId, { url: e.request.url, type: e.type });
  });
  cdp.on("Network.responseReceived", (e) => {
    const r = requests.get(e.requestId);
    if (r)
      Object.assign(r, {
        type: e.type,
        status: e.response.status,
        mime: e.response.mimeType,
        headers: lower(e.response.headers),
      });
  });
  cdp.on("Network.loadingFinished", (e) => {
    const r = requests.get(e.requestId);
    if (r) Object.assign(r, { done: true, transferred: e.encodedDataLength });
  });
  const response = await page.goto(url, { waitUntil: "load", timeout: 60_000 });
  await page.waitForLoadState("networkidle", { timeout: 60_000 });
  const title = await page.title();
  const finalPath = new URL(page.url()).pathname;
  const scripts = [];
  for (const [id, r] of requests) {
    const isScript = r.type === "Script" || /javascript/.test(r.mime ?? "");
    if (!isScript || !r.done) continue;
    const { body, base64Encoded } = await cdp.send("Network.getResponseBody", { requestId: id });
    const raw = Buffer.from(body, base64Encoded ? "base64" : "utf8");
    scripts.push({
      adminCode: ADMIN_CODE.test(raw.toString("utf8")),
      path: new URL(r.url).pathname,
      raw: raw.length,
      gzip: gzipSync(raw, { level: 9 }).length,
      transferred: r.transferred,
      encoding: r.headers?.["content-encoding"] ?? "none",
      cacheControl: r.headers?.["cache-control"] ?? "",
    });
  }
  const all = [...requests.values()];
  await context.close();
  return { status: response?.status() ?? 0, title, finalPath, scripts, all };
};

const main = async () => {
  step("building the server and the console (turbo)…");
  const build = spawnSync(
    "npx",
    ["turbo", "run", "build", "--filter=@orbis/server...", "--output-logs=errors-only"],
    { cwd: root, stdio: "inherit", env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" } },
  );
  if (build.status !== 0) {
    // A half-finished console must not stop the measure of what was built before.
    if (!existsSync(join(root, "server/dist/main.js"))) throw new Error("build failed");
    console.warn("! the build failed; measuring the last build that exists");
  }
  const kit = await importKit();
  const server = await kit.startServer({ env: { UV_THREADPOOL_SIZE: "8" }, nodeFlags: [] });
  const { origin } = server;
  let browser;
  try {
    browser = await kit.launchBrowser();
    step(`opening ${origin}/ with an empty cache…`);
    // The first visit makes the server compress each file (brotli quickly, then at its best
    // quality in the background); the measured visit is the one every later visitor gets.
    await visit(browser, `${origin}/`);
    await sleep(5_000);
    const { status, title, scripts, all } = await visit(browser, `${origin}/`);
    if (status !== 200) console.warn(`! / answered ${status}: is the console built?`);
    const cesium = all.filter((r) => /cesium/i.test(r.url));
    // The commerce screens' chunks carry their modules' names (issue: payment code loads only on
    // payment screens).
    const payment = all.filter((r) =>
      /\/assets\/(PlanChange|PaymentModal|PayMethodModal|Purchase|Subscribe|UsageScreen|CouponScreen|commerce)/i.test(
        r.url,
      ),
    );
    const jsGzip = scripts.reduce((sum, s) => sum + s.gzip, 0);
    const compressed = scripts.filter((s) => s.encoding === "br" || s.encoding === "gzip");
    const immutable = scripts.filter((s) => IMMUTABLE.test(s.cacheControl));

    console.log(`\nLanding page "${title}" (HTTP ${status}), ${all.length} requests, cold cache:`);
    console.table(
      Object.fromEntries(
        scripts.map((s) => [
          s.path,
          {
            bytes: s.raw,
            "gzip-9 bytes": s.gzip,
            "sent bytes (with headers)": s.transferred,
            "content-encoding": s.encoding,
            immutable: IMMUTABLE.test(s.cacheControl),
          },
        ]),
      ),
    );
    if (VERBOSE) for (const r of all) console.log(`  ${r.status ?? "-"} ${r.type ?? "?"} ${r.url}`);
    console.log(
      `JS: ${scripts.length} files, ${kb(jsGzip)} gzip; sent compressed: ${compressed.length}/${scripts.length}; ` +
        `immutable cache: ${immutable.length}/${scripts.length}; Cesium requested: ${cesium.length > 0 ? `YES (${cesium.length})` : "no"}; ` +
        `payment code requested: ${payment.length > 0 ? `YES (${payment.length})` : "no"}`,
    );
    console.log(
      `goal: landing JS ≤ 250 KB gzip: ${jsGzip <= GOAL_JS_GZIP ? "met" : "MISSED"}; ` +
        `no Cesium on the landing page: ${cesium.length === 0 ? "met" : "MISSED"}; ` +
        `no payment code on the landing page: ${payment.length === 0 ? "met" : "MISSED"}`,
    );
    console.log(
      `BENCH ${JSON.stringify({
        name: "console-landing",
        js_gzip_bytes: jsGzip,
        js_files: scripts.length,
        cesium_requested: cesium.length > 0,
        payment_code_requested: payment.length > 0,
        js_compressed_files: compressed.length,
        js_immutable_files: immutable.length,
        requests: all.length,
      })}`,
    );
    await measureAdmin(kit, server, browser, scripts);
  } finally {
    await browser?.close();
    await server.stop();
  }
};

/**
 * The admin console's first load for a signed-in instructor, cold cache: its own JS (the files
 * the landing page does not load) as `admin_js_gzip_bytes`, and the page's whole JS.
 */
const measureAdmin = async (kit, server, browser, landingScripts) => {
  step("signing an instructor in and opening /admin with an empty cache…");
  const email = `bench-instructor-${Date.now()}@example.com`;
  const account = await kit.registerAccount(server.origin, server.dataDir, email);
  await kit.becomeInstructor(kit.apiAs(server.origin, account), account);
  const signIn = async (page) => {
    await page.goto(`${server.origin}/builder/login?redirect=%2Fadmin`);
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(/email/i).fill(account.email);
    await dialog
      .getByLabel(/password/i)
      .first()
      .fill(account.password);
    await dialog.locator("button[type=submit]").click();
    await page.waitForURL((url) => url.pathname.startsWith("/admin"), { timeout: 60_000 });
  };
  const admin = await visit(browser, `${server.origin}/admin`, signIn);
  if (!admin.finalPath.startsWith("/admin"))
    console.warn(`! /admin ended at ${admin.finalPath}: the measure is not the admin's`);
  const landing = new Set(landingScripts.map((s) => s.path));
  const own = admin.scripts.filter((s) => !landing.has(s.path));
  const ownGzip = own.reduce((sum, s) => sum + s.gzip, 0);
  const pageGzip = admin.scripts.reduce((sum, s) => sum + s.gzip, 0);
  const landingAdminCode = landingScripts.filter((s) => s.adminCode);
  console.log(`\nAdmin console (${admin.finalPath}), cold cache, signed in as an instructor:`);
  console.table(
    Object.fromEntries(own.map((s) => [s.path, { bytes: s.raw, "gzip-9 bytes": s.gzip }])),
  );
  const ownCompressed = own.filter((s) => s.encoding === "br" || s.encoding === "gzip");
  const ownImmutable = own.filter((s) => IMMUTABLE.test(s.cacheControl));
  console.log(
    `admin's own JS: ${own.length} files, ${kb(ownGzip)} gzip; the whole page's JS: ${kb(pageGzip)} gzip; ` +
      `sent compressed: ${ownCompressed.length}/${own.length}; immutable cache: ${ownImmutable.length}/${own.length}`,
  );
  console.log(
    `goal: no react-admin or MUI code on the landing page: ${
      landingAdminCode.length === 0
        ? "met"
        : `MISSED (${landingAdminCode.map((s) => s.path).join(", ")})`
    }`,
  );
  console.log(
    `BENCH ${JSON.stringify({
      name: "console-admin",
      admin_js_gzip_bytes: ownGzip,
      admin_js_files: own.length,
      admin_page_js_gzip_bytes: pageGzip,
      admin_js_compressed_files: ownCompressed.length,
      admin_js_immutable_files: ownImmutable.length,
      landing_has_admin_code: landingAdminCode.length > 0,
    })}`,
  );
};

await main();
