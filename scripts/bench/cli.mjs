// `npm run bench cli`: the CLI's bulk upload (`orbis scenes upload --concurrency 4 --wait`) beside
// a plain parallel curl upload of the same 40 generated 4096×2048 panoramas to the same endpoint
// (4 at a time, same token, multipart), each into a fresh tour of a local server on embedded
// defaults (RATE_LIMIT=false). Upload and tiling are measured apart; tiling is the server's.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));
const COUNT = 40;
const CONCURRENCY = 4;
// `npm run bench cli -- --runs=3`: rounds per tool (the median is reported).
const RUNS = Number(process.argv.find((a) => a.startsWith("--runs="))?.slice(7) ?? 3);
const GOAL = 0.9;
const fixed = (n, d = 2) => Number(n.toFixed(d));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const build = () => {
  const env = { ...process.env, TURBO_TELEMETRY_DISABLED: "1", DO_NOT_TRACK: "1" };
  const turbo = ["turbo", "run", "build", "--filter=@orbis/cli...", "--output-logs=errors-only"];
  if (spawnSync("npx", turbo, { cwd: root, env, stdio: "ignore" }).status === 0) return;
  // Another package of the monorepo may be mid-change: build just what this needs.
  for (const pkg of ["core", "server", "cli"]) {
    const r = spawnSync("npm", ["run", "build"], { cwd: join(root, pkg), env, stdio: "inherit" });
    if (r.status !== 0) throw new Error(`building ${pkg} failed`);
  }
};

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const startServer = async (dataDir) => {
  const port = await freePort();
  const child = spawn(process.execPath, ["dist/main.js"], {
    cwd: join(root, "server"),
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: "",
      REDIS_URL: "",
      LOG_LEVEL: "warn",
      RATE_LIMIT: "false",
      UV_THREADPOOL_SIZE: "8",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (c) => (output += c));
  child.stderr.on("data", (c) => (output += c));
  for (let i = 0; !output.includes("Orbis is running at"); i++) {
    if (child.exitCode !== null || i > 900) throw new Error(`server did not start:\n${output}`);
    await sleep(100);
  }
  return { origin: `http://127.0.0.1:${port}`, child };
};

/** Registers through the API, reading the mailed code from DATA_DIR/mail; answers a client and a token. */
const register = async (origin, dataDir) => {
  const { createClient } = await import(join(root, "core/dist/client/index.js"));
  const { routes, ORBIS_SERVICE } = await import(join(root, "core/dist/contract/index.js"));
  const { simpleParser } = await import("mailparser");
  const api = createClient(routes, { origin, fetch, now: Date.now, language: "en" });
  const email = "bench@example.com";
  const password = "bench upload 360";
  const ticket = await api.requestEmailVerification({
    body: { ...ORBIS_SERVICE, email, verifyType: "register" },
  });
  let verifyCode;
  for (const name of readdirSync(join(dataDir, "mail")).sort().reverse()) {
    const mail = await simpleParser(readFileSync(join(dataDir, "mail", name)));
    verifyCode ??= mail.to?.text === email ? /(\d{6})/.exec(mail.text ?? "")?.[1] : undefined;
  }
  const agreedTermsIds = ["orbis-terms-of-service", "orbis-privacy"];
  await api.registerEmail({
    body: {
      ...ORBIS_SERVICE,
      email,
      password,
      name: "Bench",
      verifyId: ticket.verifyId,
      verifyCode,
      agreedTermsIds,
    },
  });
  const { accessToken } = await api.loginEmail({
    body: { ...ORBIS_SERVICE, email, password, clientKind: "cli" },
  });
  api.useTokens(() => ({ accessToken }));
  return { api, token: accessToken };
};

/** A deterministic detailed 2:1 base image (gradients, value noise, grain, checks, discs). */
const basePixels = (width) => {
  const height = width / 2;
  const px = Buffer.allocUnsafe(width * height * 3);
  let seed = 4242;
  const rand = () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed / 4294967296;
  };
  const G = 48;
  const lattice = Float32Array.from({ length: (G + 1) * (G / 2 + 1) * 3 }, rand);
  let h = 0x9e3779b9;
  for (let y = 0; y < height; y++) {
    const fy = (y * G) / 2 / height;
    const iy = fy | 0;
    const ty = fy - iy;
    for (let x = 0; x < width; x++) {
      const fx = (x * G) / width;
      const ix = fx | 0;
      const tx = fx - ix;
      h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) + x;
      const grain = ((h >>> 24) & 31) - 16;
      const check = ((x >> 4) + (y >> 4)) & 1 ? 14 : -14;
      const o = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        const i00 = (iy * (G + 1) + ix) * 3 + c;
        const i01 = i00 + (G + 1) * 3;
        const v =
          (lattice[i00] * (1 - tx) + lattice[i00 + 3] * tx) * (1 - ty) +
          (lattice[i01] * (1 - tx) + lattice[i01 + 3] * tx) * ty;
        const ramp = c === 0 ? x / width : c === 1 ? y / height : 1 - x / width;
        px[o + c] = Math.max(0, Math.min(255, v * 150 + ramp * 70 + grain + check));
      }
    }
  }
  return px;
};

/** 40 JPEGs: the base rolled sideways by a different amount each, plus its own discs. */
const makePanoramas = async (dir) => {
  const { default: sharp } = await import("sharp");
  const width = 4096;
  const height = 2048;
  const base = basePixels(width);
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
  const dataDir = join(work, "data");
  const shots = join(work, "shots");
  mkdirSync(dataDir);
  mkdirSync(shots);
  let server;
  try {
    const t = Date.now();
    const files = await makePanoramas(shots);
    const bytes = files.reduce((s, f) => s + statSync(f).size, 0);
    console.log(
      `Generated ${COUNT} 4096×2048 JPEGs q90, ${fixed(bytes / 1e6 / COUNT, 1)} MB each on average, in ${fixed((Date.now() - t) / 1000, 1)} s`,
    );
    server = await startServer(dataDir);
    const { api, token } = await register(server.origin, dataDir);
    const project = await api.createProject({ body: { name: "Bench", kind: "contents" } });
    const fresh = async (title) =>
      (await api.createProjectTour({ params: { id: project.id }, body: { title } })).id;
    const rounds = { curl: [], cli: [] };
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
    const ratio = mbs(cli.up) / mbs(curl.up);
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
      `orbis upload throughput = ${fixed(ratio * 100, 1)} % of curl (goal ≥ ${GOAL * 100} %: ${ratio >= GOAL ? "met" : "MISSED"}); ` +
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
    if (server) {
      server.child.kill("SIGINT");
      await new Promise((r) => server.child.once("exit", r));
    }
    rmSync(work, { recursive: true, force: true });
  }
};

await main();
