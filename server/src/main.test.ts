import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@orbis/core/client";
import { ORBIS_SERVICE, routes } from "@orbis/core/contract";
import { isAppError } from "@orbis/core/errors";
import {
  buildServer,
  codeMailedTo as codeFromMail,
  freePort,
  MANDATORY_TERMS,
  type ServerProcess,
  signUpByMail,
  startServerProcess,
} from "@orbis/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/*
 * The main job as a user runs it: the built server as its own process on embedded defaults
 * (PGlite, files, in-process jobs, mail to .eml files), driven over real HTTP by core's typed
 * client. Stopped with SIGINT and started again on the same data: nothing is lost.
 */

let entry: string;
const start = (dataDir: string, port: number) => startServerProcess(entry, dataDir, port);

describe("the built server as a process", () => {
  let dataDir: string;
  let port: number;
  let server: ServerProcess;

  beforeAll(async () => {
    // A build of its own: rebuilding `dist` here would delete it under the suites running beside
    // this one (the console's and the journeys' servers start from it).
    entry = buildServer("node_modules/.cache/orbis-test/main");
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
    const registered = await signUpByMail(api, (to) => codeFromMail(dataDir, to), {
      email,
      password: "first light 360",
      name: "First User",
      agreedTermsIds: [...MANDATORY_TERMS],
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
