// `npm run bench load`: the server under load on loopback, driven by wrk for a bounded time per
// target: a published tour's tiles and page, `GET /api/v1/tours/{id}`, sign-in, and the tour list
// of a project with 1,000 tours. Anchors measured in the same run: a bare Node http server on the
// same tile files (`bare_rps` of `load-tiles`) and the same tour read on bare Fastify with the
// same SQL (`bare_rps` of `load-tour-read`). The server runs as `npm start` runs it (no test
// flags, request logs at info), with rate limits off so one client may knock as hard as it likes.
// `-- --seconds=N` per target (10), `--connections=N` (32).
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, sep } from "node:path";
import { importCore, importKit, root, signInBenchUser, sleep } from "./lib/packages.mjs";
import { hasWrk, rssMbOf, runWrk } from "./lib/wrk.mjs";

const arg = (name, fallback) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const SECONDS = arg("seconds", 10);
const CONNECTIONS = arg("connections", 32);
const LIST_TOURS = 1000;
const GOALS = { tiles_vs_bare: 0.5, tiles_p99_ms: 50, tour_read_vs_bare: 0.7, rss_growth: 0.1 };

const step = (text) => console.log(`· ${text}`);
const fixed = (n, d = 1) => Number(n.toFixed(d));
const bundleDir = join(root, "server/node_modules/.cache/orbis-bench/load");

/** Bundles the bare-Fastify anchor as tsup bundles the server. */
const bundleAnchor = async () => {
  const { execFileSync } = await import("node:child_process");
  mkdirSync(bundleDir, { recursive: true });
  execFileSync(
    "npx",
    [
      "tsup",
      join(root, "scripts/bench/lib/tourReadEntry.ts"),
      "--no-config",
      "--format",
      "esm",
    ].concat(["--target", "node20", "--out-dir", bundleDir, "--silent"]),
    { cwd: join(root, "server"), stdio: ["ignore", "ignore", "inherit"] },
  );
  return join(bundleDir, "tourReadEntry.js");
};

/** Starts `node <args>` and waits for it to print "ready". */
const startAnchor = async (args, env = {}) => {
  const child = spawn(process.execPath, args, {
    cwd: join(root, "server"),
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (chunk) => (out += chunk));
  for (let waited = 0; !out.includes("ready"); waited += 50) {
    if (child.exitCode !== null || waited > 60_000) throw new Error(`anchor did not start: ${out}`);
    await sleep(50);
  }
  return {
    pid: child.pid,
    stop: async () => {
      child.kill("SIGTERM");
      if (child.exitCode === null) await new Promise((r) => child.on("exit", r));
    },
  };
};

/** A tour with one tiled 4096 px panorama, published. */
const publishedTour = async (kit, api, work) => {
  const jpeg = await kit.makePanorama(join(work, "bench.jpg"), 11, 4096);
  const { readFile } = await import("node:fs/promises");
  const project = await api.createProject({ body: { name: "Load", kind: "contents" } });
  const tour = await api.createProjectTour({ params: { id: project.id }, body: { title: "Load" } });
  const form = new FormData();
  form.append("files", new Blob([await readFile(jpeg)], { type: "image/jpeg" }), "load.jpg");
  await api.uploadTourFiles({ params: { id: tour.id }, query: { overwrite: false }, body: form });
  for (let state = "queued"; state !== "done"; await sleep(200)) {
    state = (await api.getLayersStatus({ params: { id: tour.id } }))[0]?.state;
    if (state === "failed") throw new Error("tiling failed");
  }
  const version = await api.publishTour({ params: { id: tour.id }, body: {} });
  return { tourId: tour.id, slug: version.slug };
};

/**
 * A project holding LIST_TOURS tours, made 8 at a time: the account moves to the Business plan
 * first (unlimited tours per project), paid with the sandbox's good card.
 */
const bigProject = async (kit, api) => {
  await kit.subscribeTo(api, "PLAN-BUSINESS-MONTH", { email: "bench@example.com" });
  for (const deadline = Date.now() + 60_000; ; await sleep(200)) {
    if (JSON.stringify((await api.getAccount()).plan).includes("BUSINESS")) break;
    if (Date.now() > deadline) throw new Error("The Business plan was paid but not held in 60 s");
  }
  const project = await api.createProject({ body: { name: "Many tours", kind: "contents" } });
  let next = 0;
  const worker = async () => {
    while (next < LIST_TOURS) {
      const i = next++;
      await api.createProjectTour({ params: { id: project.id }, body: { title: `Tour ${i}` } });
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return project.id;
};

/** `/cdn/…` paths of every tile of the data folder's file store. */
const tilePaths = (filesDir) =>
  readdirSync(filesDir, { recursive: true })
    .map((p) => p.split(sep).join("/"))
    .filter((p) => /\/tiles\/\d+\/[fblrud]\d+_\d+\.jpg$/.test(p))
    .map((p) => `/cdn/${p}`);

/** Whether `path` answers 304 to its own ETag, and how its body is coded for a browser. */
const conditional = async (origin, path, headers = {}) => {
  const first = await fetch(`${origin}${path}`, {
    headers: { ...headers, "accept-encoding": "gzip, deflate, br" },
  });
  await first.arrayBuffer();
  const etag = first.headers.get("etag");
  const again = etag
    ? await fetch(`${origin}${path}`, { headers: { ...headers, "if-none-match": etag } })
    : null;
  return {
    not_modified: again?.status === 304,
    coding: first.headers.get("content-encoding") ?? "identity",
  };
};

const main = async () => {
  if (!hasWrk()) {
    console.error("The load benchmark drives the server with wrk: apt-get install -y wrk");
    process.exit(1);
  }
  const kit = await importKit();
  const { routes, routeUrlPath, fillPath } = await importCore("contract");
  const anchorEntry = await bundleAnchor();
  const work = mkdtempSync(join(tmpdir(), "orbis-bench-load-"));
  const server = await kit.startServer({
    env: { RATE_LIMIT: "false", LOG_LEVEL: "info", UV_THREADPOOL_SIZE: "8" },
    nodeFlags: [],
  });
  const pid = server.child.pid;
  let stopped = false;
  try {
    step("signing in, tiling and publishing a 4096 px panorama…");
    const { api, token } = await signInBenchUser(kit, server);
    const { tourId, slug } = await publishedTour(kit, api, work);
    step(`making a project of ${LIST_TOURS} tours…`);
    const bigProjectId = await bigProject(kit, api);
    const tiles = tilePaths(join(server.dataDir, "files"));
    const auth = { "x-user-auth-token": token };
    const tourPath = fillPath(routeUrlPath(routes.getTour), { id: tourId });
    const listPath = `${routeUrlPath(routes.listProjectTours)}?proj=${bigProjectId}`;
    const loginBody = JSON.stringify({
      serviceId: "orbis",
      serviceVersion: "1.0",
      email: "bench@example.com",
      password: "bench orbis 360",
      clientKind: "cli",
    });

    const checks = {
      tile: await conditional(server.origin, tiles[0]),
      page: await conditional(server.origin, `/t/${slug}`),
      tour_json: await conditional(server.origin, `/t/${slug}/tour.json`),
      tour_read: await conditional(server.origin, tourPath, auth),
      project_list: await conditional(server.origin, listPath, auth),
    };
    console.log(`  304 and coding: ${JSON.stringify(checks)}`);

    // Every target runs once as a warm-up (JIT, caches, the embedded database's memory), so the
    // RSS before is a running server's and its growth over the measured runs means a leak.
    const run = (name, paths, options = {}) =>
      runWrk(server.origin, paths, {
        name,
        workDir: work,
        seconds: SECONDS,
        connections: CONNECTIONS,
        serverPid: pid,
        ...options,
      });
    const browser = { "accept-encoding": "gzip, deflate, br" };
    const targets = [
      ["tiles", tiles, {}],
      ["page", [`/t/${slug}`], { headers: browser }],
      ["tour-read", [tourPath], { headers: { ...auth, ...browser } }],
      [
        "sign-in",
        ["/identity/v1/login/email"],
        {
          method: "POST",
          body: loginBody,
          headers: { "content-type": "application/json", ...browser },
          connections: 8,
        },
      ],
      ["project-list", [listPath], { headers: { ...auth, ...browser } }],
    ];
    step("warming up every target…");
    for (const [name, paths, options] of targets)
      await run(`warm-${name}`, paths, { ...options, seconds: 2 });
    const rssBefore = rssMbOf(pid);
    const results = {};
    for (const [name, paths, options] of targets) {
      step(`${name}…`);
      results[name] = await run(name, paths, options);
    }
    const {
      tiles: tileRun,
      page: pageRun,
      "tour-read": readRun,
      "sign-in": signInRun,
      "project-list": listRun,
    } = results;
    const rssAfter = rssMbOf(pid);
    await server.stop(true);
    stopped = true;

    step("anchors: a bare Node server on the same tiles…");
    const bareTiles = await startAnchor([
      join(root, "scripts/bench/lib/bareTiles.mjs"),
      join(server.dataDir, "files"),
      new URL(server.origin).port,
    ]);
    const bareTileRun = await runWrk(server.origin, tiles, {
      name: "bare-tiles",
      workDir: work,
      seconds: SECONDS,
      connections: CONNECTIONS,
      serverPid: bareTiles.pid,
    });
    await bareTiles.stop();
    step("anchors: the same tour read on bare Fastify…");
    // The access token's claims name the session and the account the anchor reads as.
    const claims = JSON.parse(Buffer.from(token.split(".")[1], "base64url"));
    const bareRead = await startAnchor([
      anchorEntry,
      server.dataDir,
      new URL(server.origin).port,
      claims.sid,
      claims.sub,
    ]);
    const bareReadRun = await runWrk(server.origin, [tourPath], {
      name: "bare-tour-read",
      workDir: work,
      seconds: SECONDS,
      connections: CONNECTIONS,
      serverPid: bareRead.pid,
    });
    await bareRead.stop();

    const line = (name, r, extra = {}) => {
      if (r.errors > 0) console.log(`  ${name}: wrk said\n${r.report}`);
      console.log(
        `  ${name}: ${fixed(r.rps, 0)} req/s, p50 ${fixed(r.p50, 2)} ms, p99 ${fixed(r.p99, 2)} ms, ` +
          `${r.errors} errors; server ${fixed(r.serverCpu, 2)} cores, wrk ${fixed(r.generatorCpu, 2)} cores`,
      );
      console.log(
        `BENCH ${JSON.stringify({
          name,
          rps: fixed(r.rps, 0),
          p50_ms: fixed(r.p50, 2),
          p99_ms: fixed(r.p99, 2),
          errors: r.errors,
          server_cores: fixed(r.serverCpu, 2),
          generator_cores: fixed(r.generatorCpu, 2),
          ...extra,
        })}`,
      );
    };
    console.log("\nResults:");
    line("load-tiles", tileRun, { bare_rps: fixed(bareTileRun.rps, 0) });
    line("load-page", pageRun);
    line("load-tour-read", readRun, { bare_rps: fixed(bareReadRun.rps, 0) });
    line("load-sign-in", signInRun);
    line("load-project-list", listRun);
    console.log(
      `BENCH ${JSON.stringify({ name: "load-rss", rss_before_mb: fixed(rssBefore, 0), rss_after_mb: fixed(rssAfter, 0) })}`,
    );
    const errors = [tileRun, pageRun, readRun, signInRun, listRun].reduce(
      (s, r) => s + r.errors,
      0,
    );
    const verdicts = {
      tiles_vs_bare: [fixed(tileRun.rps / bareTileRun.rps, 2), GOALS.tiles_vs_bare, ">="],
      tiles_p99_ms: [fixed(tileRun.p99, 2), GOALS.tiles_p99_ms, "<="],
      tour_read_vs_bare: [fixed(readRun.rps / bareReadRun.rps, 2), GOALS.tour_read_vs_bare, ">="],
      rss_growth: [fixed(rssAfter / rssBefore - 1, 3), GOALS.rss_growth, "<="],
      errors: [errors, 0, "<="],
      conditional_304: [Object.values(checks).filter((c) => c.not_modified).length, 3, ">="],
    };
    console.log("\nAgainst the goals:");
    for (const [name, [value, goal, op]] of Object.entries(verdicts)) {
      const met = op === ">=" ? value >= goal : value <= goal;
      console.log(`  ${met ? "met " : "MISS"} ${name}: ${value} (goal ${op} ${goal})`);
    }
  } finally {
    if (!stopped) await server.stop();
    else rmSync(server.dataDir, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  }
};

await main();
