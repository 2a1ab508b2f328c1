import { type ChildProcess, execFile, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ORBIS_SERVICE, routes, routeUrlPath } from "@orbis/core/contract";
import { ErrorCode, isAppError } from "@orbis/core/errors";
import {
  apiAs,
  apiOn,
  buildServer,
  freePort,
  loginAs,
  makePanorama,
  registerAccount,
  repoRoot,
  type ServerProcess,
  startServerProcess,
} from "@orbis/testkit";
import {
  hasPostgresServer,
  type PostgresTestServer,
  startPostgresServer,
} from "@orbis/testkit/postgresServer";
import { hasRedisServer, type RedisTestServer, startRedisServer } from "@orbis/testkit/redisServer";
import { type S3TestServer, startS3TestServer } from "@orbis/testkit/s3Server";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/*
 * Two Orbis processes, one product: both run on the same PostgreSQL database, a Redis of the
 * suite's own (jobs on BullMQ, shared rate limits) and an S3 bucket (s3rver), behind HAProxy
 * running the repository's example configuration (deploy/haproxy.cfg). Calls alternate between
 * the processes; whatever one did, the other knows.
 */

const hasHaproxy = await new Promise<boolean>((resolve) => {
  const child = spawn("haproxy", ["-v"], { stdio: "ignore" });
  child.once("error", () => resolve(false));
  child.once("exit", (code) => resolve(code === 0));
});
// A PostgreSQL of the suite's own where the server binaries are installed (it can then be
// restarted for real); else the one DATABASE_URL names.
const privatePostgres = await hasPostgresServer();
const missing = [
  privatePostgres || process.env.DATABASE_URL ? null : "PostgreSQL (its binaries, or DATABASE_URL)",
  (await hasRedisServer()) ? null : "redis-server",
  hasHaproxy ? null : "haproxy",
].filter((name) => name !== null);

/** A database of the suite's own on the PostgreSQL server `serverUrl` names. */
const createDatabase = async (serverUrl: string) => {
  const name = `orbis_scale_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
};

/** Runs HAProxy on deploy/haproxy.cfg in the foreground until stopped. */
const startHaproxy = async (listen: number, servers: readonly number[]) => {
  const child: ChildProcess = spawn(
    "haproxy",
    ["-db", "-f", join(repoRoot, "deploy/haproxy.cfg")],
    {
      env: {
        ...process.env,
        ORBIS_LISTEN: `127.0.0.1:${listen}`,
        ORBIS_SERVER_1: `127.0.0.1:${servers[0]}`,
        ORBIS_SERVER_2: `127.0.0.1:${servers[1]}`,
      },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const origin = `http://127.0.0.1:${listen}`;
  for (const deadline = Date.now() + 30_000; ; await new Promise((r) => setTimeout(r, 200))) {
    if (child.exitCode !== null) throw new Error(`haproxy exited: ${errors}`);
    const ok = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`haproxy did not pass requests on: ${errors}`);
  }
  return {
    origin,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once("exit", done));
      child.kill("SIGTERM");
      await exited;
    },
  };
};

const refusalCode = async (call: Promise<unknown>) => {
  try {
    await call;
  } catch (error) {
    if (isAppError(error)) return error.code;
    throw error;
  }
  return 0;
};

type Api = ReturnType<typeof apiAs>;

/** A new tour in a new project of the caller, and the form that uploads a panorama made for it. */
const tourWithUpload = async (
  api: Api,
  dir: string,
  title: string,
  seed: number,
  width: number,
) => {
  const project = await api.createProject({ body: { name: title, kind: "contents" } });
  const tour = await api.createProjectTour({ params: { id: project.id }, body: { title } });
  const file = `${title.replace(/\W+/g, "-")}.jpg`;
  const jpeg = await readFile(await makePanorama(join(dir, file), seed, width));
  const form = new FormData();
  form.append("files", new Blob([jpeg], { type: "image/jpeg" }), file);
  return { tour, form };
};

/** `createProject` over raw HTTP (its Retry-After is what is checked): status, wait and code. */
const createProjectRaw = async (origin: string, accessToken: string, name: string) => {
  const r = await fetch(`${origin}${routeUrlPath(routes.createProject)}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-user-auth-token": accessToken },
    body: JSON.stringify({ name, kind: "contents" }),
  });
  return {
    status: r.status,
    retryAfter: r.headers.get("retry-after"),
    code: ((await r.json()) as { code?: number }).code,
  };
};

/**
 * Answers of projects made while the database was away: each made, refused for a while (503
 * with a wait), or past the FREE plan's three projects (70001); at least one refused.
 */
const expectMadeOrWaited = (answers: readonly Awaited<ReturnType<typeof createProjectRaw>>[]) => {
  const kinds = answers.map((a) => `${a.status} ${a.code}`);
  expect(kinds.filter((k) => !["200 0", "503 10503", "403 70001"].includes(k))).toEqual([]);
  const refused = answers.filter((a) => a.status === 503);
  expect(refused.length).toBeGreaterThan(0);
  for (const answer of refused) expect(answer.retryAfter).toBe("5");
};

/** Waits until the tour's first scene is tiled; throws with its layer when it fails or times out. */
const tiledWithin = async (api: Api, tourId: string, ms: number, what: string) => {
  for (const deadline = Date.now() + ms; ; await new Promise((r) => setTimeout(r, 300))) {
    const layer = (await api.getLayersStatus({ params: { id: tourId } }))[0];
    if (layer?.state === "done") return;
    if (layer?.state === "failed" || Date.now() > deadline)
      throw new Error(`${what}: ${JSON.stringify(layer)}`);
  }
};

/** Waits until the tour's first scene is being tiled (a job has taken it). */
const tilingStarted = async (api: Api, tourId: string) => {
  const state = async () => (await api.getLayersStatus({ params: { id: tourId } }))[0]?.state;
  for (const deadline = Date.now() + 60_000; (await state()) !== "tiling"; ) {
    if (Date.now() > deadline) throw new Error(`tiling did not start: ${await state()}`);
    await new Promise((r) => setTimeout(r, 25));
  }
};

/** What redis-cli (installed with redis-server) prints for one command, a line per value. */
const redisCli = (url: string, ...command: string[]) =>
  new Promise<string[]>((resolve, reject) => {
    execFile("redis-cli", ["-u", url, ...command], (error, stdout) =>
      error === null ? resolve(stdout.trim().split("\n")) : reject(error),
    );
  });

/** The length of a Redis list. */
const redisListLength = async (url: string, key: string) =>
  Number((await redisCli(url, "LLEN", key))[0]);

/** How many times each run of a BullMQ queue completed, from its events stream. */
const completedRuns = async (url: string, queue: string): Promise<Map<string, number>> => {
  const words = await redisCli(url, "XRANGE", `orbis:${queue}:events`, "-", "+");
  const runs = new Map<string, number>();
  let event = "";
  for (const [i, word] of words.entries()) {
    if (word === "event") event = words[i + 1] ?? "";
    if (word === "jobId" && event === "completed") {
      const id = words[i + 1] ?? "";
      runs.set(id, (runs.get(id) ?? 0) + 1);
    }
  }
  return runs;
};

describe.skipIf(missing.length > 0)(
  `two server processes behind HAProxy${missing.length > 0 ? ` (skipped: needs ${missing.join(", ")})` : ""}`,
  { timeout: 240_000 },
  () => {
    let postgres: PostgresTestServer | undefined;
    let postgresUrl: string;
    let database: Awaited<ReturnType<typeof createDatabase>>;
    let redis: RedisTestServer;
    let s3: S3TestServer;
    let dirs: string[] = [];
    const servers: ServerProcess[] = [];
    let balancer: Awaited<ReturnType<typeof startHaproxy>>;
    const origins: string[] = [];
    let entry: string;
    let env: Record<string, string>;
    let ports: number[];

    beforeAll(async () => {
      entry = buildServer("node_modules/.cache/orbis-test/scale");
      postgres = privatePostgres ? await startPostgresServer() : undefined;
      postgresUrl = postgres?.url ?? (process.env.DATABASE_URL as string);
      database = await createDatabase(postgresUrl);
      redis = await startRedisServer();
      s3 = await startS3TestServer("orbis-scale");
      ports = [await freePort(), await freePort()];
      const listen = await freePort();
      env = {
        ...s3.env,
        DATABASE_URL: database.url,
        REDIS_URL: redis.url,
        JWT_SECRET: randomBytes(32).toString("hex"),
        PUBLIC_URL: `http://127.0.0.1:${listen}`,
      };
      dirs = [
        await mkdtemp(join(tmpdir(), "orbis-scale-1-")),
        await mkdtemp(join(tmpdir(), "orbis-scale-2-")),
      ];
      // One after the other: the first start migrates the shared database.
      for (const [i, port] of ports.entries()) {
        servers.push(await startServerProcess(entry, dirs[i] as string, port, env));
        origins.push(`http://127.0.0.1:${port}`);
      }
      balancer = await startHaproxy(listen, ports);
    }, 240_000);

    /** Stops the first process and starts it again on its data with `extra` environment. */
    const restartFirst = async (extra: Record<string, string>) => {
      const first = servers[0] as ServerProcess;
      first.child.kill("SIGTERM");
      expect(await first.exited).toBe(0);
      servers[0] = await startServerProcess(entry, dirs[0] as string, ports[0] as number, {
        ...env,
        ...extra,
      });
    };

    /**
     * A new account's 4096 px upload being tiled by the first process: the second is stopped
     * first (cleanly), so the first alone takes the job. Answers once the tiling has started.
     */
    const tilingOnFirstAlone = async (name: string) => {
      const one = origins[0] as string;
      const account = await registerAccount(one, dirs[0] as string, `${name}@example.com`);
      const api = apiAs(one, await loginAs(one, account));
      const second = servers[1] as ServerProcess;
      second.child.kill("SIGTERM");
      expect(await second.exited).toBe(0);
      const { tour, form } = await tourWithUpload(api, dirs[0] as string, name, 9, 4096);
      await api.uploadTourFiles({ params: { id: tour.id }, query: {}, body: form });
      await tilingStarted(api, tour.id);
      return { account, tour };
    };

    afterAll(async () => {
      await balancer?.stop();
      for (const server of servers) {
        if (server.child.exitCode === null && server.child.signalCode === null)
          server.child.kill("SIGTERM");
        await server.exited;
      }
      await s3?.close();
      await redis?.stop();
      await database?.drop();
      await postgres?.stop();
      for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    });

    it("runs a creator's journey with its calls alternating between the processes", async () => {
      const [one, two] = origins as [string, string];
      // The first process serves requests only (JOB_WORKERS=false): the second tiles what it takes.
      await restartFirst({ JOB_WORKERS: "false" });
      const account = await registerAccount(one, dirs[0] as string, "scale@example.com");
      const session = await loginAs(one, account);
      const onOne = apiAs(one, session);
      const onTwo = apiAs(two, session);
      // A session made on one process holds on the other.
      expect((await onTwo.getMe()).email).toBe("scale@example.com");

      const project = await onOne.createProject({ body: { name: "Harbour", kind: "contents" } });
      const tour = await onTwo.createProjectTour({
        params: { id: project.id },
        body: { title: "Harbour walk" },
      });
      const jpeg = await readFile(await makePanorama(join(dirs[0] as string, "pano.jpg"), 3, 2048));
      const form = new FormData();
      form.append("files", new Blob([jpeg], { type: "image/jpeg" }), "harbour.jpg");
      // With the second process stopped the upload waits: the first queues jobs, never runs them.
      const worker = servers[1] as ServerProcess;
      worker.child.kill("SIGTERM");
      expect(await worker.exited).toBe(0);
      await onOne.uploadTourFiles({ params: { id: tour.id }, query: {}, body: form });
      await new Promise((r) => setTimeout(r, 2_000));
      expect((await onOne.getLayersStatus({ params: { id: tour.id } }))[0]?.state).toBe("queued");
      servers[1] = await startServerProcess(entry, dirs[1] as string, ports[1] as number, env);
      await tiledWithin(onTwo, tour.id, 120_000, "the other process did not tile the upload");
      await restartFirst({});
      const published = await onTwo.publishTour({ params: { id: tour.id }, body: {} });

      // The page through the balancer, the scene's files from the shared bucket on both.
      const page = await fetch(`${balancer.origin}/t/${published.slug}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Harbour walk");
      const scene = (await onOne.getTour({ params: { id: tour.id } })).scenes[0];
      const thumbnail = scene?.thumbnailUrl as string;
      for (const origin of [one, two, balancer.origin])
        expect((await fetch(new URL(thumbnail, origin))).status).toBe(200);
      // The upload went to the bucket, never to either process's disk.
      expect(s3.calls.some((call) => call.startsWith("PUT /orbis-scale/tours/"))).toBe(true);

      // A second sign-in of the same client kind, on the other process, ends the first on both.
      const second = await loginAs(two, account);
      for (const api of [onOne, onTwo]) expect(await refusalCode(api.getMe())).toBe(50002);
      expect((await apiAs(balancer.origin, second).getMe()).email).toBe("scale@example.com");
    });

    it("counts one client's calls on both processes against one rate limit", async () => {
      // Password-reset requests allow 5 a minute per client; alternating processes must not make 10.
      const ask = (origin: string) =>
        refusalCode(
          apiOn(origin).requestPasswordReset({
            body: { ...ORBIS_SERVICE, email: "nobody@example.com" },
          }),
        );
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) codes.push(await ask(origins[i % 2] as string));
      expect(codes).toEqual([0, 0, 0, 0, 0, ErrorCode.tooManyRequests]);
    });

    it("keeps jobs queued while Redis is away, and runs each once when it returns empty", async () => {
      const [one, two] = origins as [string, string];
      const account = await registerAccount(one, dirs[0] as string, "redis-away@example.com");
      const api = apiAs(two, await loginAs(two, account));
      const { tour, form } = await tourWithUpload(
        api,
        dirs[1] as string,
        "Queued while Redis was away",
        5,
        1024,
      );
      await redis.stop();
      // The upload is kept and answered; its tiling waits in the database.
      const started = Date.now();
      await api.uploadTourFiles({ params: { id: tour.id }, query: {}, body: form });
      expect(Date.now() - started).toBeLessThan(30_000);
      expect((await api.getLayersStatus({ params: { id: tour.id } }))[0]?.state).toBe("queued");

      // Redis comes back on its address with none of its data: the queued row is handed over again.
      redis = await startRedisServer(redis.port);
      await tiledWithin(api, tour.id, 120_000, "tiling did not finish after Redis returned");
      // Tiled once: one preview written for the scene.
      const previews = s3.calls.filter(
        (call) =>
          call.startsWith(`PUT /orbis-scale/tours/${tour.id}/`) && call.includes("/preview.jpg"),
      );
      expect(previews).toHaveLength(1);
    });

    it("answers 503 with a wait while PostgreSQL drops every connection, then serves again", async () => {
      const [one, two] = origins as [string, string];
      const account = await registerAccount(one, dirs[0] as string, "pg-away@example.com");
      const { accessToken } = await loginAs(one, account, "cli");
      const create = (origin: string, i: number) =>
        createProjectRaw(origin, accessToken, `Away ${i}`);
      // What a restart does to every client: each connection of the database cut, again and again.
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      const name = new URL(database.url).pathname.slice(1);
      let cutting = true;
      const cuts = (async () => {
        while (cutting) {
          await admin.query(
            "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1",
            [name],
          );
          await new Promise((r) => setTimeout(r, 15));
        }
      })();
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => create(i % 2 === 0 ? one : two, i)),
      );
      cutting = false;
      await cuts;
      await admin.end();

      expectMadeOrWaited(answers);
      // Both processes serve again with no restart, every project is whole or absent, and the
      // plan's limit held while transactions were cut.
      const api = apiAs(two, await loginAs(two, account));
      const projects = await api.listProjects({ query: {} });
      const made = projects.filter((p) => p.name.startsWith("Away "));
      expect(made.length).toBeGreaterThanOrEqual(answers.filter((a) => a.status === 200).length);
      expect(made.length).toBeLessThanOrEqual(3);
      for (const project of made) expect(project).toMatchObject({ kind: "contents" });
      expect((await apiAs(one, await loginAs(one, account, "cli")).getMe()).email).toBe(
        "pg-away@example.com",
      );
    });

    it.runIf(privatePostgres)(
      "answers 503 with a wait while PostgreSQL restarts under load, then serves again",
      async () => {
        const [one, two] = origins as [string, string];
        const account = await registerAccount(one, dirs[0] as string, "pg-restart@example.com");
        const { accessToken } = await loginAs(one, account, "cli");
        let sent = 0;
        const create = (origin: string) =>
          createProjectRaw(origin, accessToken, `Restart ${sent++}`);
        // Calls keep coming, to both processes, while the server restarts (killed at once, as a
        // crash or a failover does, then started again).
        let restarting = true;
        const restarted = (postgres as PostgresTestServer).restart().finally(() => {
          restarting = false;
        });
        const answers: Awaited<ReturnType<typeof create>>[] = [];
        while (restarting) {
          answers.push(
            ...(await Promise.all([create(one), create(two), create(one), create(two)])),
          );
          await new Promise((r) => setTimeout(r, 20));
        }
        await restarted;

        expectMadeOrWaited(answers);
        // Both processes serve again with no restart of their own; the plan's limit held.
        for (const origin of [one, two]) {
          const api = apiAs(origin, await loginAs(origin, account, "cli"));
          const made = (await api.listProjects({ query: {} })).filter((p) =>
            p.name.startsWith("Restart "),
          );
          expect(made.length).toBeLessThanOrEqual(3);
          for (const project of made) expect(project).toMatchObject({ kind: "contents" });
        }
      },
    );

    it("keeps nothing of an upload whose process was killed mid-body; the client's retry completes", async () => {
      const [one, two] = origins as [string, string];
      const account = await registerAccount(one, dirs[0] as string, "cut-upload@example.com");
      const session = await loginAs(one, account);
      const api = apiAs(two, session);
      const { tour, form } = await tourWithUpload(
        api,
        dirs[1] as string,
        "Cut mid-upload",
        7,
        2048,
      );
      const { body, contentType } = await (async () => {
        const request = new Request("http://x/", { method: "POST", body: form });
        return {
          body: Buffer.from(await request.arrayBuffer()),
          contentType: request.headers.get("content-type") as string,
        };
      })();
      // Half the body reaches the first process, which spools it to its data folder…
      const uploadUrl = new URL(routeUrlPath(routes.uploadTourFiles).replace("{id}", tour.id), one);
      const half = request(uploadUrl, {
        method: "POST",
        headers: {
          "content-type": contentType,
          "content-length": String(body.length),
          "x-user-auth-token": session.accessToken,
        },
      });
      half.on("error", () => {});
      half.write(body.subarray(0, body.length >> 1));
      const spool = join(dirs[0] as string, "tmp");
      for (const deadline = Date.now() + 30_000; ; await new Promise((r) => setTimeout(r, 25))) {
        const spooled = await readdir(spool).catch(() => [] as string[]);
        if (spooled.some((name) => name.startsWith("upload-"))) break;
        if (Date.now() > deadline) throw new Error("the upload was never spooled");
      }
      // …and is killed there.
      const first = servers[0] as ServerProcess;
      first.child.kill("SIGKILL");
      await first.exited;
      half.destroy();

      // The client tries again, on the other process: one scene, tiled, nothing of the first try.
      await api.uploadTourFiles({ params: { id: tour.id }, query: {}, body: form });
      await tiledWithin(api, tour.id, 120_000, "the retried upload was not tiled");
      const scenes = (await api.getTour({ params: { id: tour.id } })).scenes;
      expect(scenes).toHaveLength(1);
      // Nothing of the killed try reached the bucket: every object of the tour is the scene's.
      const puts = s3.calls.filter((call) => call.startsWith(`PUT /orbis-scale/tours/${tour.id}/`));
      expect(puts.length).toBeGreaterThan(0);
      expect(puts.filter((call) => !call.includes(`/scenes/${scenes[0]?.id}/`))).toEqual([]);
      // The killed process starts again and sweeps its spool.
      servers[0] = await startServerProcess(entry, dirs[0] as string, ports[0] as number, env);
      expect(await readdir(spool).catch(() => [] as string[])).toEqual([]);
      expect((await apiAs(one, await loginAs(one, account)).getMe()).email).toBe(
        "cut-upload@example.com",
      );
    });

    it("finishes on the other process a tiling whose process was killed", async () => {
      const two = origins[1] as string;
      const { account, tour } = await tilingOnFirstAlone("killed");
      const first = servers[0] as ServerProcess;
      first.child.kill("SIGKILL");
      await first.exited;

      // The second process comes back and takes the job once its lock on the dead one expires.
      servers[1] = await startServerProcess(entry, dirs[1] as string, ports[1] as number, env);
      const onTwo = apiAs(two, await loginAs(two, account));
      await tiledWithin(onTwo, tour.id, 150_000, "the killed tiling was not finished");
      const scene = (await onTwo.getTour({ params: { id: tour.id } })).scenes[0];
      expect((await fetch(new URL(scene?.thumbnailUrl as string, two))).status).toBe(200);

      // The killed process starts again and sweeps what its tiling left in its data folder.
      servers[0] = await startServerProcess(entry, dirs[0] as string, ports[0] as number, env);
      const left = await readdir(join(dirs[0] as string, "tmp")).catch(() => [] as string[]);
      expect(left.filter((name) => name.startsWith("tiling-"))).toEqual([]);
      expect((await fetch(`${balancer.origin}/healthz`)).status).toBe(200);
    });

    it("hands a running tiling back at SIGTERM, and the other process takes it without waiting", async () => {
      const two = origins[1] as string;
      const { account, tour } = await tilingOnFirstAlone("handed");
      const first = servers[0] as ServerProcess;
      first.child.kill("SIGTERM");
      expect(await first.exited).toBe(0);

      // Handed back, not held: the job waits in Redis, no worker holds it, and the stopped
      // process left no tiling folder behind.
      const key = (list: string) => `orbis:tile-scene:${list}`;
      expect(await redisListLength(redis.url, key("active"))).toBe(0);
      expect(await redisListLength(redis.url, key("wait"))).toBe(1);
      const left = await readdir(join(dirs[0] as string, "tmp")).catch(() => [] as string[]);
      expect(left.filter((name) => name.startsWith("tiling-"))).toEqual([]);

      servers[1] = await startServerProcess(entry, dirs[1] as string, ports[1] as number, env);
      await tiledWithin(
        apiAs(two, await loginAs(two, account)),
        tour.id,
        120_000,
        "the handed-back tiling was not finished",
      );
      servers[0] = await startServerProcess(entry, dirs[0] as string, ports[0] as number, env);
      expect((await fetch(`${balancer.origin}/healthz`)).status).toBe(200);
    });

    it("runs each round of a scheduled job once across both processes", async () => {
      // The billing scheduler ticks every minute; both processes have registered it since the
      // suite began (and again at each restart), so a round has come by now or comes soon.
      const queue = "billing-charge-due";
      for (const deadline = Date.now() + 90_000; ; await new Promise((r) => setTimeout(r, 1_000))) {
        if ((await completedRuns(redis.url, queue)).size > 0) break;
        if (Date.now() > deadline) throw new Error("no billing round ran in 90 s");
      }
      // One scheduler however many processes registered it, and each round run by one of them.
      expect(await redisCli(redis.url, "ZCARD", `orbis:${queue}:repeat`)).toEqual(["1"]);
      const twice = [...(await completedRuns(redis.url, queue))].filter(([, n]) => n > 1);
      expect(twice).toEqual([]);
    });
  },
);
