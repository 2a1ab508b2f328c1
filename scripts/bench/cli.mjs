// `npm run bench cli`: the CLI's bulk upload (`orbis scenes upload --concurrency 4 --wait`) beside
// a plain parallel curl upload of the same 40 generated 4096×2048 panoramas to the same endpoint
// (4 at a time, same token, multipart), each into a fresh tour of a local server on embedded
// defaults (RATE_LIMIT=false). Upload and tiling are measured apart; tiling is the server's.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { importFromServer, importKit, root, signInBenchUser, sleep } from "./lib/packages.mjs";
import { panoramaPixels } from "./lib/panorama.mjs";

const COUNT = 40;
const CONCURRENCY = 4;
// `npm run bench cli -- --runs=3`: rounds per tool (the median is reported).
const RUNS = Number(process.argv.find((a) => a.startsWith("--runs="))?.slice(7) ?? 3);
const GOAL = 0.9;
const fixed = (n, d = 2) => Number(n.toFixed(d));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

const build = () => {
  const env = { ...process.env, TURBO_TELEMETRY_DISABLED: "1", DO_NOT_TRACK: "1" };
  const turbo = ["turbo", "run", "build", "--filter=@orbis/cli...", "--output-logs=errors-only"];
  if (spawnSync("npx", turbo, { cwd: root, env, stdio: "ignore" }).status === 0) return;
  // Another package of the monorepo may be mid-change: build just what this needs.
  for (const pkg of ["core", "tests/kit", "server", "cli"]) {
    const r = spawnSync("npm", ["run", "build"], { cwd: join(root, pkg), env, stdio: "inherit" });
    if (r.status !== 0) throw new Error(`building ${pkg} failed`);
  }
};

/** 40 JPEGs: the base rolled sideways by a different amount each, plus its own discs. */
const makePanoramas = async (dir) => {
  const { default: sharp } = await importFromServer("sharp");
  const width = 4096;
  const height = 2048;
  const base = panoramaPixels(width, 4242);
  const row = width * 3;
  for (let i = 0; i < COUNT; i++) {
    const shift = ((i * 997) % width) * 3;
    const px = Buffer.allocUnsafe(base.length);
    for (let y = 0; y < height; y++) {
      base.copy(px, y * row, y * row + shift, (y + 1) * row);
      base.copy(px, y * row + row - shift, y * row, y * row + shift);
    }
    const discs = Array.from({ length: 12 }, (_, k) => {
      const r = 30 + ((i * 31 + k * 17) % 90);
      const colour = `rgb(${(i * 53 + k * 29) % 256},${(i * 97 + k * 11) % 256},${(k * 71) % 256})`;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${2 * r}" height="${2 * r}"><circle cx="${r}" cy="${r}" r="${r}" fill="${colour}" fill-opacity="0.6"/></svg>`;
      return {
        input: Buffer.from(svg),
        left: (i * 409 + k * 331) % (width - 2 * r),
        top: (i * 211 + k * 157) % (height - 2 * r),
      };
    });
    await sharp(px, { raw: { width, height, channels: 3 } })
      .composite(discs)
      .jpeg({ quality: 90 })
      .toFile(join(dir, `pano-${String(i + 1).padStart(2, "0")}.jpg`));
  }
  return readdirSync(dir).map((n) => join(dir, n));
};

/** Polls the tour until every scene is tiled; answers when (ms since the epoch) that was seen. */
const tiledAt = async (api, tourId) => {
  for (;;) {
    const states = await api.getLayersStatus({ params: { id: tourId } });
    if (states.length === COUNT && states.every((s) => s.state === "done" || s.state === "failed"))
      return Date.now();
    await sleep(250);
  }
};

/** curl, CONCURRENCY at a time, one file per request: answers the upload wall time and end times. */
const curlRun = async (origin, token, tourId, files) => {
  const url = `${origin}/api/v1/tours/${tourId}/files`;
  const ends = [];
  const t0 = Date.now();
  let next = 0;
  const lane = async () => {
    while (next < files.length) {
      const file = files[next++];
      const args = [
        "-sS",
        "-o",
        "/dev/null",
        "-w",
        "%{http_code}",
        "-H",
        `x-user-auth-token: ${token}`,
      ];
      const child = spawn("curl", [...args, "-F", `files=@${file}`, url]);
      let out = "";
      child.stdout.on("data", (c) => (out += c));
      await new Promise((r) => child.on("close", r));
      if (out !== "200") throw new Error(`curl ${file}: HTTP ${out}`);
      ends.push(Date.now());
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  return { uploadMs: Date.now() - t0, firstEnd: Math.min(...ends) };
};

/** `orbis scenes upload` as a user runs it; answers its JSON report and the process wall time. */
const cliRun = async (origin, token, tourId, dir, home) => {
  const args = ["scenes", "upload", dir, "--tour", tourId, "--concurrency", String(CONCURRENCY)];
  const t0 = Date.now();
  const child = spawn(
    process.execPath,
    [join(root, "cli/bin/run.js"), ...args, "--wait", "--json"],
    {
      env: { ...process.env, ORBIS_API_URL: origin, ORBIS_TOKEN: token, XDG_CONFIG_HOME: home },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let out = "";
  let err = "";
  child.stdout.on("data", (c) => (out += c));
  child.stderr.on("data", (c) => (err += c));
  const code = await new Promise((r) => child.on("close", r));
  const wallMs = Date.now() - t0;
  if (code !== 0) throw new Error(`orbis failed (${code}):\n${err}\n${out.slice(-2000)}`);
  const report = JSON.parse(out);
  if (report.totals.uploaded !== COUNT) throw new Error(`orbis uploaded ${report.totals.uploaded}`);
  return { report, wallMs };
};

const main = async () => {
  console.log("Building core, server and CLI (turbo)…");
  build();
  const work = mkdtempSync(join(tmpdir(), "orbis-bench-cli-"));
  const shots = join(work, "shots");
  mkdirSync(shots);
  let server;
  try {
    const t = Date.now();
    const files = await makePanoramas(shots);
    const bytes = files.reduce((s, f) => s + statSync(f).size, 0);
    console.log(
      `Generated ${COUNT} 4096×2048 JPEGs q90, ${fixed(bytes / 1e6 / COUNT, 1)} MB each on average, in ${fixed((Date.now() - t) / 1000, 1)} s`,
    );
    const kit = await importKit();
    server = await kit.startServer({
      env: { RATE_LIMIT: "false", UV_THREADPOOL_SIZE: "8" },
      nodeFlags: [],
    });
    const { api, token } = await signInBenchUser(kit, server, "cli");
    const project = await api.createProject({ body: { name: "Bench", kind: "contents" } });
    const fresh = async (title) =>
      (await api.createProjectTour({ params: { id: project.id }, body: { title } })).id;
    const rounds = { curl: [], cli: [] };
    const ratios = [];
    for (let run = 1; run <= RUNS; run++) {
      const curlTour = await fresh(`curl ${run}`);
      const c = await curlRun(server.origin, token, curlTour, files);
      const cTiled = await tiledAt(api, curlTour);
      rounds.curl.push({ uploadMs: c.uploadMs, tilingMs: cTiled - c.firstEnd });
      await api.deleteTour({ params: { id: curlTour } });

      const cliTour = await fresh(`cli ${run}`);
      const { report, wallMs } = await cliRun(server.origin, token, cliTour, shots, work);
      rounds.cli.push({
        uploadMs: report.timing.uploadMs,
        tilingMs: report.timing.tilingMs,
        wallMs,
      });
      await api.deleteTour({ params: { id: cliTour } });
      // Same round, same machine state: the fair comparison (rounds vary with the load).
      ratios.push(c.uploadMs / report.timing.uploadMs);
      console.log(
        `round ${run}: curl upload ${fixed(c.uploadMs / 1000)} s, orbis upload ${fixed(report.timing.uploadMs / 1000)} s (process ${fixed(wallMs / 1000)} s)`,
      );
    }
    const pick = (list, key) => median(list.map((x) => x[key]));
    const mbs = (ms) => bytes / 1e6 / (ms / 1000);
    const perMin = (ms) => COUNT / (ms / 60_000);
    const cli = {
      up: pick(rounds.cli, "uploadMs"),
      tile: pick(rounds.cli, "tilingMs"),
      wall: pick(rounds.cli, "wallMs"),
    };
    const curl = { up: pick(rounds.curl, "uploadMs"), tile: pick(rounds.curl, "tilingMs") };
    const ratio = median(ratios);
    console.log(
      `\nload average: ${loadavg()
        .map((l) => fixed(l))
        .join(" ")} (2 cores); median of ${RUNS} round(s)`,
    );
    console.log(
      "tool    upload s   upload MB/s   upload panos/min   tiling s   tiling panos/min   end-to-end s",
    );
    const line = (name, up, tile, wall) =>
      console.log(
        `${name.padEnd(6)} ${String(fixed(up / 1000)).padStart(9)} ${String(fixed(mbs(up))).padStart(13)} ${String(fixed(perMin(up), 0)).padStart(18)} ${String(fixed(tile / 1000)).padStart(10)} ${String(fixed(perMin(tile), 1)).padStart(18)} ${wall === null ? "" : String(fixed(wall / 1000)).padStart(14)}`,
      );
    line("curl", curl.up, curl.tile, null);
    line("orbis", cli.up, cli.tile, cli.wall);
    console.log(
      `orbis upload throughput = ${fixed(ratio * 100, 1)} % of curl, median of the rounds' ratios (goal ≥ ${GOAL * 100} %: ${ratio >= GOAL ? "met" : "MISSED"}); ` +
        `uploads end ${fixed(cli.up / 1000, 1)} s into a ${fixed(cli.wall / 1000, 1)} s run: the rest is waiting for the server's tiling`,
    );
    const figures = {
      name: "cli-upload",
      cli_mb_s: fixed(mbs(cli.up)),
      curl_mb_s: fixed(mbs(curl.up)),
      tiling_per_min: fixed(perMin(cli.tile), 1),
      cli_panos_per_min: fixed(perMin(cli.up), 1),
      curl_panos_per_min: fixed(perMin(curl.up), 1),
      curl_tiling_per_min: fixed(perMin(curl.tile), 1),
      cli_wall_s: fixed(cli.wall / 1000),
      ratio: fixed(ratio, 3),
    };
    console.log(`BENCH ${JSON.stringify(figures)}`);
  } finally {
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  }
};

await main();
