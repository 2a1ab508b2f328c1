import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@orbis/core/client";
import { ORBIS_SERVICE, routes } from "@orbis/core/contract";
import { isAppError } from "@orbis/core/errors";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/*
 * The main job as a user runs it: the built server as its own process on embedded defaults
 * (PGlite, files, in-process jobs, mail to .eml files), driven over real HTTP by core's typed
 * client. Stopped with SIGINT and started again on the same data: nothing is lost.
 */

const serverDir = new URL("..", import.meta.url).pathname;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

interface Running {
  readonly child: ChildProcess;
  readonly output: () => string;
  readonly exited: Promise<number | null>;
}

const start = async (dataDir: string, port: number): Promise<Running> => {
  const child = spawn(process.execPath, ["dist/main.js"], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: "",
      REDIS_URL: "",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  const deadline = Date.now() + 60_000;
  while (!output.includes("Orbis is running at")) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`The server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, output: () => output, exited };
};

const codeFromMail = async (dataDir: string, to: string): Promise<string> => {
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

describe("the built server as a process", () => {
  let dataDir: string;
  let port: number;
  let server: Running;

  beforeAll(async () => {
    const build = spawnSync("npx", ["tsup"], { cwd: serverDir, encoding: "utf8" });
    if (build.status !== 0) throw new Error(`server build failed:\n${build.stdout}${build.stderr}`);
    dataDir = await mkdtemp(join(tmpdir(), "orbis-main-"));
    port = await freePort();
    server = await start(dataDir, port);
  }, 120_000);

  afterAll(async () => {
    if (server.child.exitCode === null) server.child.kill("SIGKILL");
    await rm(dataDir, { recursive: true, force: true });
  });

  it("prints its URL and serves /healthz and /api/docs", async () => {
    expect(server.output()).toContain(`Orbis is running at http://localhost:${port}`);
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(await health.json()).toEqual({ status: "ok", database: "pglite" });
    const docs = await fetch(`http://127.0.0.1:${port}/api/docs/json`);
    expect(((await docs.json()) as { info: { title: string } }).info.title).toBe("Orbis API");
  });

  it("registers by email with the mailed code, logs in, renews, and answers 50002 to the older token", async () => {
    const api = createClient(routes, {
      origin: `http://127.0.0.1:${port}`,
      fetch: globalThis.fetch,
      now: Date.now,
    });
    const email = "first.user@example.com";
    const ticket = await api.requestEmailVerification({
      body: { ...ORBIS_SERVICE, email, verifyType: "register" },
    });
    const code = await codeFromMail(dataDir, email);
    const registered = await api.registerEmail({
      body: {
        ...ORBIS_SERVICE,
        email,
        password: "first light 360",
        name: "First User",
        verifyId: ticket.verifyId,
        verifyCode: code,
        agreedTermsIds: ["orbis-terms-of-service", "orbis-privacy"],
      },
    });
    expect(registered).toMatchObject({ email, registered: true, firstAccess: true });

    const first = await api.loginEmail({
      body: { ...ORBIS_SERVICE, email, password: "first light 360" },
    });
    const renewed = await api.renewToken({ body: { refreshToken: first.refreshToken } });
    expect(renewed.email).toBe(email);

    let tokens = { accessToken: renewed.accessToken, refreshToken: renewed.refreshToken };
    api.useTokens(() => tokens);
    expect((await api.getMe()).email).toBe(email);

    const second = await api.loginEmail({
      body: { ...ORBIS_SERVICE, email, password: "first light 360" },
    });
    const refused = await api.getMe().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isAppError(refused) && refused.code).toBe(50002);
    tokens = { accessToken: second.accessToken, refreshToken: second.refreshToken };
    expect((await api.getMe()).email).toBe(email);
  });

  it("stops cleanly on Ctrl-C and keeps everything for the next start", async () => {
    server.child.kill("SIGINT");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("Orbis stopped cleanly.");
    server = await start(dataDir, port);
    const api = createClient(routes, {
      origin: `http://127.0.0.1:${port}`,
      fetch: globalThis.fetch,
      now: Date.now,
    });
    const again = await api.loginEmail({
      body: { ...ORBIS_SERVICE, email: "first.user@example.com", password: "first light 360" },
    });
    expect(again.registered).toBe(true);
  });
});
