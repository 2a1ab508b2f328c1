// Drives a server with Debian's wrk (`apt-get install wrk`): C, epoll, one thread per core, so
// the generator is not what limits a Node server on this machine (one autocannon thread tops out
// near 1,800 requests/s). Requests come from a Lua script: a rotating list of paths, a header,
// a method and a body. The generator's own CPU is read from /proc while it runs.
import { spawn, spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Whether wrk is installed; the load benchmark says how to get it when not. */
export const hasWrk = () => spawnSync("wrk", ["--version"]).error === undefined;

/** CPU seconds a process has used so far (user + system), from /proc; 0 where there is none. */
export const cpuSecondsOf = (pid) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
};

/** A process's resident memory in MB, from /proc; NaN where there is none. */
export const rssMbOf = (pid) => {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Number(line[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
};

const lua = (options) => `
local paths = {}
for line in io.lines(${JSON.stringify(options.pathsFile)}) do paths[#paths + 1] = line end
local i = 0
wrk.method = ${JSON.stringify(options.method ?? "GET")}
${options.body === undefined ? "" : `wrk.body = ${JSON.stringify(options.body)}`}
${Object.entries(options.headers ?? {})
  .map(([name, value]) => `wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`)
  .join("\n")}
request = function()
  i = i % #paths + 1
  return wrk.format(nil, paths[i])
end
`;

const MS = { us: 0.001, ms: 1, s: 1000 };
const durationMs = (text) => {
  const m = /^([\d.]+)(us|ms|s)$/.exec(text);
  return m ? Number(m[1]) * MS[m[2]] : Number.NaN;
};

/** Parses wrk's report (with `--latency`). */
export const parseWrk = (out) => {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? Number.NaN);
  const pct = (p) => durationMs(new RegExp(`^\\s+${p}%\\s+(\\S+)`, "m").exec(out)?.[1] ?? "");
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const socketErrors = socket ? socket.slice(1).reduce((s, n) => s + Number(n), 0) : 0;
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
  return { rps, p50: pct(50), p99: pct(99), errors: non2xx + socketErrors, requests };
};

/**
 * Runs wrk for `seconds` against `origin` over `paths` (one per request, in turn) and answers
 * its figures with the CPU it used itself (`generatorCpu`, cores busy on average) and what
 * `serverPid` used in the same time (`serverCpu`).
 */
export const runWrk = async (origin, paths, options) => {
  const pathsFile = join(options.workDir, `paths-${options.name}.txt`);
  const scriptFile = join(options.workDir, `${options.name}.lua`);
  writeFileSync(pathsFile, `${paths.join("\n")}\n`);
  writeFileSync(scriptFile, lua({ ...options, pathsFile }));
  const args = ["-t", String(options.threads ?? 2), "-c", String(options.connections ?? 32)];
  // A slow answer is measured as one (p99), not cut at wrk's 2 s and counted as an error.
  args.push("-d", `${options.seconds}s`, "--timeout", "10s", "--latency", "-s", scriptFile, origin);
  const serverCpu0 = cpuSecondsOf(options.serverPid);
  const child = spawn("wrk", args, { stdio: ["ignore", "pipe", "inherit"] });
  let out = "";
  child.stdout.on("data", (chunk) => (out += chunk));
  let generatorCpu = 0;
  // The last reading before it exits: /proc forgets a process once it has been reaped.
  const sampler = setInterval(() => {
    generatorCpu = Math.max(generatorCpu, cpuSecondsOf(child.pid));
  }, 100);
  const started = performance.now();
  const code = await new Promise((resolve) => child.on("exit", resolve));
  clearInterval(sampler);
  const wall = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`wrk failed (${code}):\n${out}`);
  return {
    ...parseWrk(out),
    generatorCpu: generatorCpu / wall,
    serverCpu: (cpuSecondsOf(options.serverPid) - serverCpu0) / wall,
    report: out,
  };
};
