import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import { createServer } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createClient } from "@orbis/core/client";
import { ORBIS_SERVICE, routes } from "@orbis/core/contract";
import { simpleParser } from "mailparser";

/*
 * The server as its own process, for the tests about what only a process shows: start-up,
 * signals, crashes. Built by tsup as `npm run build` builds it, started with DATA_DIR and PORT
 * on the embedded defaults unless the test's env says otherwise, driven over HTTP by core's
 * typed client.
 */

/** The server package's folder. */
export const serverDir = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Builds the server with its tsup config into `outDir` (relative to the package) and answers
 * the entry's path. Tests that run at once build into folders of their own.
 */
export const buildServer = (outDir: string): string => {
  const build = spawnSync("npx", ["tsup", "--out-dir", outDir], {
    cwd: serverDir,
    encoding: "utf8",
  });
  if (build.status !== 0) throw new Error(`server build failed:\n${build.stdout}${build.stderr}`);
  return join(serverDir, outDir, "main.js");
};

/** A free TCP port on 127.0.0.1. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** A running server process. */
export interface ServerProcess {
  readonly child: ChildProcess;
  readonly output: () => string;
  /** Its exit code (null when a signal ended it). */
  readonly exited: Promise<number | null>;
}

/**
 * Starts the built server (`entry`) on `dataDir` and `port` and waits for its "running at"
 * line. PGlite, local files and the in-process queue unless `env` names other services.
 */
export const startServerProcess = async (
  entry: string,
  dataDir: string,
  port: number,
  env: Readonly<Record<string, string>> = {},
): Promise<ServerProcess> => {
  const child = spawn(process.execPath, [entry], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: "",
      REDIS_URL: "",
      S3_BUCKET: "",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  const deadline = Date.now() + 90_000;
  while (!output.includes("Orbis is running at")) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, output: () => output, exited };
};

/** The six-digit code of the newest mail to `to` in the server's mail folder. */
export const codeFromMail = async (dataDir: string, to: string): Promise<string> => {
  const dir = join(dataDir, "mail");
  for (const name of (await readdir(dir))
    .filter((n) => n.endsWith(".eml"))
    .sort()
    .reverse()) {
    const mail = await simpleParser(await readFile(join(dir, name)));
    const code = /(\d{6})/.exec(mail.text ?? "")?.[1];
    if (mail.to && !Array.isArray(mail.to) && mail.to.text === to && code !== undefined)
      return code;
  }
  throw new Error(`No code mailed to ${to}`);
};

/** Core's typed client for a server at `origin`. */
export const clientAt = (origin: string) =>
  createClient(routes, { origin, fetch: globalThis.fetch, now: Date.now });

/**
 * Registers an account by email (the code read from the server's mail folder), signs it in,
 * and answers a client using its tokens.
 */
export const signedInClient = async (origin: string, dataDir: string, email: string) => {
  const api = clientAt(origin);
  const password = "first light 360";
  const ticket = await api.requestEmailVerification({
    body: { ...ORBIS_SERVICE, email, verifyType: "register" },
  });
  await api.registerEmail({
    body: {
      ...ORBIS_SERVICE,
      email,
      password,
      name: "Crash Tester",
      verifyId: ticket.verifyId,
      verifyCode: await codeFromMail(dataDir, email),
      agreedTermsIds: ["orbis-terms-of-service", "orbis-privacy"],
    },
  });
  const tokens = await api.loginEmail({ body: { ...ORBIS_SERVICE, email, password } });
  api.useTokens(() => tokens);
  return api;
};
