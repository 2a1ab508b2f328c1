// `npm run bench tiler`: the panorama tiler on 8K and 16K equirects (docs/architecture.md#benchmarks).
// Builds core and the server, bundles the tiling module as tsup bundles the server, generates
// detailed JPEGs in a temp dir, and tiles each in a fresh child process (wall time, peak RSS).
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { panoramaJpeg } from "./lib/panorama.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));
const bundleDir = join(root, "server/node_modules/.cache/orbis-bench/tiler");
const bundle = join(bundleDir, "index.js");
const GOALS = { 8192: { wall_s: 1.5, rss_mb: 400 }, 16384: { wall_s: 6, rss_mb: 1200 } };
// `npm run bench tiler -- --runs=5`: runs per size (the median is reported).
const RUNS = Number(process.argv.find((a) => a.startsWith("--runs="))?.slice(7) ?? 3);

/** Child mode: one measurement in a fresh process, printed as JSON on the last line. */
const child = async ([mode, input, out]) => {
  const { tilePanorama, inspectPanorama } = await import(pathToFileURL(bundle).href);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const result = mode === "tile" ? await tilePanorama(input, out) : await inspectPanorama(input);
  const wall = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const summary = {
    wall_s: wall,
    cpu_s: (cpu.user + cpu.system) / 1e6,
    rss_mb: process.resourceUsage().maxRSS / 1024,
    ...(mode === "tile"
      ? { tiles: result.tiles, bytes: result.bytes, profile: result.profile }
      : {}),
  };
  console.log(JSON.stringify(summary));
};

const measure = (mode, input, out) => {
  rmSync(out, { recursive: true, force: true });
  const r = spawnSync(
    process.execPath,
    [fileURLToPath(import.meta.url), "--child", mode, input, out],
    {
      encoding: "utf8",
    },
  );
  if (r.status !== 0) throw new Error(`${mode} ${input} failed:\n${r.stderr}`);
  return JSON.parse(r.stdout.trim().split("\n").at(-1));
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fixed = (n, d = 2) => n.toFixed(d);

const main = async () => {
  console.log("Building core and server (turbo), bundling the tiler as tsup bundles the server…");
  execFileSync("npx", ["turbo", "run", "build", "--filter=@orbis/server..."], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
  });
  mkdirSync(bundleDir, { recursive: true });
  execFileSync(
    "npx",
    ["tsup", "src/modules/tours/tiling/index.ts", "--no-config", "--format", "esm"].concat([
      "--target",
      "node20",
      "--out-dir",
      bundleDir,
      "--silent",
    ]),
    { cwd: join(root, "server"), stdio: ["ignore", "ignore", "inherit"] },
  );
  const { default: sharp } = await import("sharp");
  const work = mkdtempSync(join(tmpdir(), "orbis-bench-tiler-"));
  try {
    const rows = [];
    for (const width of [8192, 16384]) {
      const input = join(work, `pano-${width}.jpg`);
      const t = performance.now();
      await panoramaJpeg(sharp, width, { file: input });
      const mb = statSync(input).size / 1e6;
      console.log(
        `Generated ${width}×${width / 2} JPEG q90, ${fixed(mb, 1)} MB, in ${fixed((performance.now() - t) / 1000, 1)} s`,
      );
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(measure("tile", input, join(work, `out-${width}`)));
      const inspect = measure("inspect", input, join(work, `out-${width}`));
      const best = runs.reduce((a, b) => (a.wall_s <= b.wall_s ? a : b));
      rows.push({ width, mb, runs, best, inspect, wall: median(runs.map((r) => r.wall_s)) });
    }
    console.log(
      `\nload average during the run: ${loadavg()
        .map((l) => fixed(l))
        .join(" ")} (2 cores)`,
    );
    console.log(
      "size          wall s (median, min–max)   cpu s   peak RSS MB   tiles  MB out   decode / remap (sum) / encode (sum) s   inspect s   goal",
    );
    for (const { width, runs, best, inspect, wall } of rows) {
      const goal = GOALS[width];
      const rss = median(runs.map((r) => r.rss_mb));
      const walls = runs.map((r) => r.wall_s);
      const p = best.profile;
      const ok = wall <= goal.wall_s && rss <= goal.rss_mb ? "met" : "MISSED";
      console.log(
        [
          `${width}×${width / 2}`.padEnd(13),
          `${fixed(wall)} (${fixed(Math.min(...walls))}–${fixed(Math.max(...walls))})`.padEnd(26),
          fixed(median(runs.map((r) => r.cpu_s))).padStart(6),
          fixed(rss, 0).padStart(12),
          String(best.tiles).padStart(7),
          fixed(best.bytes / 1e6, 1).padStart(7),
          `${fixed(p.decodeMs / 1000)} / ${fixed(p.remapMs / 1000)} / ${fixed(p.encodeMs / 1000)}`.padStart(
            38,
          ),
          fixed(inspect.wall_s).padStart(11),
          `   ≤ ${goal.wall_s} s, ≤ ${goal.rss_mb} MB: ${ok}`,
        ].join(" "),
      );
    }
    console.log(
      "reference (measured on the same machine kind): generate.py 18.4 s / 90 s; sharp decode alone 0.27 s / 1.0 s",
    );
    for (const { width, runs, wall } of rows)
      console.log(
        `BENCH ${JSON.stringify({ name: `tiler-${width}`, wall_s: Number(fixed(wall)), rss_mb: Math.round(median(runs.map((r) => r.rss_mb))) })}`,
      );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
};

if (process.argv[2] === "--child") await child(process.argv.slice(3));
else await main();
