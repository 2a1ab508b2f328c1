// `npm run bench files`: what fsync costs the local file store on a write burst (issue 13, item 5).
// Bundles the store as tsup bundles the server, then times bursts of puts (one after the other,
// and 8 at a time as the tiling job and the tour copy do) with fsync on (the default: file,
// rename, folder) and off, in a temp folder (TMPDIR chooses the disk; here it is DATA_DIR's disk).
// Each burst starts after a `sync`, so none pays for the dirty pages of the one before.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));
const bundleDir = join(root, "server/node_modules/.cache/orbis-bench/files");
// `npm run bench files -- --runs=5`: runs per setting (the median is reported).
const RUNS = Number(process.argv.find((a) => a.startsWith("--runs="))?.slice(7) ?? 3);

const BURSTS = [
  // An 8192 panorama tiles into about 500 tiles of 20–60 KB: one after the other…
  { name: "tiles", puts: 500, bytes: 40 * 1024, from: "buffer", parallel: 1 },
  // …and 8 at a time, as the tiling job and the tour copy put them (the disk groups the fsyncs).
  { name: "tiles-x8", puts: 500, bytes: 40 * 1024, from: "buffer", parallel: 8 },
  // Upload sources (a 12 MB 8K JPEG), copied from the spooled upload.
  { name: "sources", puts: 8, bytes: 12 * 1024 * 1024, from: "path", parallel: 1 },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fixed = (n, d = 1) => n.toFixed(d);

/** Deterministic, incompressible-looking bytes (a file system may compress or dedupe zeros). */
const bytesOf = (size, seed) => {
  const out = Buffer.alloc(size);
  let x = seed * 2654435761;
  for (let i = 0; i < size; i += 4) {
    x = (x ^ (x << 13)) >>> 0;
    x = (x ^ (x >>> 17)) >>> 0;
    x = (x ^ (x << 5)) >>> 0;
    out.writeUInt32LE(x, Math.min(i, size - 4));
  }
  return out;
};

const burst = async (createLocalFileStore, work, spec, fsync, run) => {
  const dir = join(work, `${spec.name}-${fsync ? "fsync" : "plain"}-${run}`);
  const store = createLocalFileStore(dir, { fsync });
  const body = bytesOf(spec.bytes, run + 1);
  const source = join(work, `source-${spec.name}`);
  if (spec.from === "path") writeFileSync(source, body);
  execFileSync("sync");
  const t0 = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < spec.puts) {
      const i = next++;
      const key = `tours/t1/scenes/s1/r${run}/tiles/${i % 6}/${i}.jpg`;
      await store.put(
        key,
        spec.from === "path" ? { path: source } : { buffer: body },
        "image/jpeg",
      );
    }
  };
  await Promise.all(Array.from({ length: spec.parallel }, worker));
  const ms = performance.now() - t0;
  rmSync(dir, { recursive: true, force: true });
  return ms;
};

const main = async () => {
  console.log("Bundling the local file store as tsup bundles the server…");
  mkdirSync(bundleDir, { recursive: true });
  execFileSync(
    "npx",
    ["tsup", "src/infra/files/localFileStore.ts", "--no-config", "--format", "esm"].concat([
      "--target",
      "node20",
      "--out-dir",
      bundleDir,
      "--silent",
    ]),
    { cwd: join(root, "server"), stdio: ["ignore", "ignore", "inherit"] },
  );
  const { createLocalFileStore } = await import(
    pathToFileURL(join(bundleDir, "localFileStore.js")).href
  );
  const work = mkdtempSync(join(tmpdir(), "orbis-bench-files-"));
  console.log(`Writing under ${work}, ${RUNS} run(s) per setting, median reported.`);
  try {
    const rows = [];
    for (const spec of BURSTS) {
      const plain = [];
      const synced = [];
      // Alternated, so neither setting always meets a warmer or a busier disk.
      for (let run = 0; run < RUNS; run++) {
        plain.push(await burst(createLocalFileStore, work, spec, false, run));
        synced.push(await burst(createLocalFileStore, work, spec, true, run));
      }
      rows.push({ spec, plain: median(plain), synced: median(synced) });
    }
    console.log(
      "\nburst       puts   at once   KB each   no fsync ms   fsync ms   extra ms per put   MB/s no fsync   MB/s fsync",
    );
    for (const { spec, plain, synced } of rows) {
      const mb = (spec.puts * spec.bytes) / 1e6;
      console.log(
        [
          spec.name.padEnd(10),
          String(spec.puts).padStart(5),
          String(spec.parallel).padStart(9),
          String(spec.bytes / 1024).padStart(9),
          fixed(plain).padStart(13),
          fixed(synced).padStart(10),
          fixed((synced - plain) / spec.puts, 2).padStart(18),
          fixed(mb / (plain / 1000)).padStart(15),
          fixed(mb / (synced / 1000)).padStart(12),
        ].join(" "),
      );
    }
    console.log(
      "fsync on: the file and its sidecar before the rename, the folder (and new parents) after.",
    );
    for (const { spec, plain, synced } of rows)
      console.log(
        `BENCH ${JSON.stringify({
          name: `files-put-${spec.name}`,
          puts: spec.puts,
          at_once: spec.parallel,
          kb: spec.bytes / 1024,
          nofsync_ms: Number(fixed(plain)),
          fsync_ms: Number(fixed(synced)),
          fsync_extra_ms_per_put: Number(fixed((synced - plain) / spec.puts, 2)),
        })}`,
      );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
};

await main();
