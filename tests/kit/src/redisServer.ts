import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { freePort } from "./freePort";

/*
 * A Redis server of a test's own (Debian's redis-server, no persistence) on a free port: the
 * scale suite's processes share it, and a fault test can stop it and start it again on the same
 * port without touching the Redis other suites use.
 */

/** A running private Redis. */
export interface RedisTestServer {
  readonly url: string;
  readonly port: number;
  /** Stops it (queued data is lost, as the server keeps none on disk). */
  readonly stop: () => Promise<void>;
}

/** Whether redis-server is installed. */
export const hasRedisServer = async (): Promise<boolean> =>
  new Promise((resolve) => {
    const child = spawn("redis-server", ["--version"], { stdio: "ignore" });
    child.once("error", () => resolve(false));
    child.once("exit", (code) => resolve(code === 0));
  });

/** Starts redis-server on `port` (a free one unless given) and waits until it takes commands. */
export const startRedisServer = async (port?: number): Promise<RedisTestServer> => {
  const chosen = port ?? (await freePort());
  const child = spawn(
    "redis-server",
    ["--port", String(chosen), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`redis-server exited with ${code}`)));
    const lines = createInterface({ input: child.stdout });
    lines.on("line", (line) => {
      if (line.includes("Ready to accept connections")) resolve();
    });
  });
  child.removeAllListeners("exit");
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once("exit", done));
      child.kill("SIGTERM");
      await exited;
    },
  };
};
