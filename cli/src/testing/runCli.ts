import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/** The real entry point, as `npx orbis` runs it. */
export const ORBIS_BIN = fileURLToPath(new URL("../../bin/run.js", import.meta.url));

/** What a finished `orbis` run left. */
export interface CliResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** stdout parsed as JSON (for `--json` runs); throws with the output when it is not JSON. */
  json<T = unknown>(): T;
}

/** Options of one run. */
export interface RunOptions {
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Written to stdin, which is then closed; stdin is a pipe either way (never a terminal). */
  readonly input?: string;
  readonly timeoutMs?: number;
  /** Called once the process is started (to kill it mid-run, to read its output as it goes). */
  readonly onSpawn?: (
    child: ChildProcess,
    output: () => { stdout: string; stderr: string },
  ) => void;
}

/** Runs `orbis <args>` as a child process with the given environment. */
export const runCli = (args: readonly string[], options: RunOptions = {}): Promise<CliResult> =>
  new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" };
    for (const [k, v] of Object.entries(options.env ?? {}))
      if (v === undefined) delete env[k];
      else env[k] = v;
    const child = spawn(process.execPath, [ORBIS_BIN, ...args], {
      env,
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    child.stdin.end(options.input ?? "");
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`orbis ${args.join(" ")} timed out\n${stdout}\n${stderr}`));
    }, options.timeoutMs ?? 120_000);
    options.onSpawn?.(child, () => ({ stdout, stderr }));
    child.once("error", reject);
    child.once("close", (code) => {
      clearTimeout(timer);
      resolve({
        code,
        stdout,
        stderr,
        json: <T>() => {
          try {
            return JSON.parse(stdout) as T;
          } catch {
            throw new Error(`stdout is not JSON:\n${stdout}\nstderr:\n${stderr}`);
          }
        },
      });
    });
  });
