// `npm run bench stats`: statistics of published tours (docs/architecture.md#statistics) on the
// embedded database (PGlite): folding 1 million raw view events into daily rows, the 90-day
// statistics call through the real server, and what counting adds to a page view.
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));
const bundleDir = join(root, "server/node_modules/.cache/orbis-bench/stats");
const GOALS = { aggregate_1m_s: 10, query_90d_ms: 100, view_overhead_ms: 0.2 };
// `npm run bench stats -- --events=200000`: raw events folded.
const EVENTS = Number(process.argv.find((a) => a.startsWith("--events="))?.slice(9) ?? 1_000_000);
const DAYS = 90;
const fixed = (n, d = 3) => Number(n.toFixed(d));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

const build = () => {
  console.log("Building core, bundling the server's statistics as tsup bundles the server…");
  execFileSync("npm", ["run", "build"], { cwd: join(root, "core"), stdio: "ignore" });
  mkdirSync(bundleDir, { recursive: true });
  const args = ["tsup", join(root, "scripts/bench/lib/statsEntry.ts"), "--no-config"];
  execFileSync(
    "npx",
    [...args, "--format", "esm", "--target", "node20", "--out-dir", bundleDir, "--silent"],
    { cwd: join(root, "server"), stdio: ["ignore", "ignore", "inherit"] },
  );
};

/** 1M events over 90 days: a few thousand visitors a day, four devices' worth of mixes. */
const generate = async (db, sql, tourId) => {
  await sql`
    insert into visit_events (tour_id, day, visitor, device, language, referrer)
    select ${tourId}, (current_date - (i % ${DAYS}))::date,
      md5((i % 4000)::text || '-' || (i % ${DAYS})::text),
      (array['phone','desktop','tablet'])[1 + i % 3],
      (array['ko','en','ja','vi','und'])[1 + (i / 7) % 5],
      (array['direct','blog.example','www.facebook.com','t.co'])[1 + (i / 11) % 4]
    from generate_series(1, ${EVENTS}) as i`.execute(db);
};

const main = async () => {
  build();
  const { sql } = await import("kysely");
  const { startBenchApp } = await import(pathToFileURL(join(bundleDir, "statsEntry.js")).href);
  const bench = await startBenchApp();
  try {
    let t0 = performance.now();
    await generate(bench.db, sql, bench.tourId);
    console.log(`Generated ${EVENTS} raw events in ${fixed((performance.now() - t0) / 1000, 1)} s`);
    t0 = performance.now();
    // PGlite runs in this process: its CPU time says what the fold costs when the machine is busy.
    const cpu0 = process.cpuUsage();
    await bench.statistics.fold();
    const foldS = (performance.now() - t0) / 1000;
    const foldCpu = process.cpuUsage(cpu0);
    console.log(
      `Folded in ${fixed(foldS, 2)} s (${fixed((foldCpu.user + foldCpu.system) / 1e6, 2)} s of CPU)`,
    );
    const left = await sql`select count(*)::int as n from visit_events`.execute(bench.db);
    if (left.rows[0].n !== 0) throw new Error(`${left.rows[0].n} events left unfolded`);
    const daily =
      await sql`select count(*)::int as n, sum(visits)::int as v from tour_daily_stats`.execute(
        bench.db,
      );
    if (daily.rows[0].v !== EVENTS) throw new Error(`folded ${daily.rows[0].v} of ${EVENTS}`);

    const from = new Date(Date.now() - (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
    const query = () =>
      bench.api.getTourStatistics({ params: { id: bench.tourId }, query: { from } });
    for (let i = 0; i < 5; i += 1) await query();
    const queries = [];
    for (let i = 0; i < 30; i += 1) {
      const q0 = performance.now();
      const stats = await query();
      queries.push(performance.now() - q0);
      if (stats.totals.visits !== EVENTS) throw new Error("the call does not see the events");
    }

    // What the page view's handler runs for counting: classify, hash, push (the write is batched
    // off the request path). Per view, over many, after a warm-up.
    const request = {
      ip: "198.51.100.7",
      headers: {
        "user-agent":
          "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148 Safari/604.1",
        "accept-language": "ko-KR,ko;q=0.9,en;q=0.8",
        referer: "https://blog.example/post/1",
      },
    };
    const VIEWS = 20_000;
    for (let i = 0; i < 2_000; i += 1) bench.statistics.recordVisit(bench.tourId, request);
    await bench.statistics.flush();
    t0 = performance.now();
    for (let i = 0; i < VIEWS; i += 1) bench.statistics.recordVisit(bench.tourId, request);
    const viewMs = (performance.now() - t0) / VIEWS;
    await bench.statistics.flush();

    const result = {
      name: "stats",
      aggregate_1m_s: fixed(foldS * (1_000_000 / EVENTS), 2),
      query_90d_ms: fixed(median(queries), 1),
      view_overhead_ms: fixed(viewMs, 4),
    };
    console.log(`\n| figure            | value    | goal   |`);
    console.log(`| ----------------- | -------- | ------ |`);
    for (const [key, goal] of Object.entries(GOALS))
      console.log(`| ${key.padEnd(17)} | ${String(result[key]).padEnd(8)} | < ${goal} |`);
    console.log(
      `\n${daily.rows[0].n} daily rows; load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
    console.log(`BENCH ${JSON.stringify(result)}`);
  } finally {
    await bench.close();
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
