import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  buildServer,
  type apiOn as clientAt,
  freePort,
  type ServerProcess,
  seedDataDir,
  signedInClient,
  startServerProcess,
} from "@orbis/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { noiseImage } from "./modules/tours/testing";
import { leasePostgresDatabase } from "./testing/reusedPostgres";
import { testEngines } from "./testing/testDb";
import { until as untilWithin } from "./testing/until";

/*
 * Issue 13, item 5: a crash must not lose tiling work. The built server runs as a process on
 * PGlite (and on PostgreSQL when DATABASE_URL is set), in-process jobs; it is killed during a
 * tiling, killed between an upload's commit and its dispatch (a test-only pause opens that
 * window), and stopped by SIGTERM with a backlog. After each restart the scenes get tiled with
 * no user action, and nothing of the killed run is left in DATA_DIR/tmp or the file store.
 */

type Api = ReturnType<typeof clientAt>;

/** Waits as long as a restart and a tiling may take on a busy machine. */
const until = <T>(what: string, probe: () => Promise<T | undefined>) =>
  untilWithin(what, probe, 90_000);

let entry: string;
let panorama: Buffer;

beforeAll(async () => {
  entry = buildServer("node_modules/.cache/orbis-test/crash-recovery");
  // Tiling it takes about half a second on an idle machine (2.5 s of CPU at 6144 px made this
  // file the suite's slowest for no more proof): the test kills the server within one 25 ms
  // poll of seeing "tiling", a window twenty times narrower.
  panorama = await noiseImage(4096, 2048, "jpeg");
}, 120_000);

/** Every file under `dir` whose name starts with `.tmp-` (the file store's cut-short puts). */
const tempFilesUnder = async (dir: string) =>
  (await readdir(dir, { recursive: true }).catch(() => [] as string[])).filter((p) =>
    p.split("/").pop()?.startsWith(".tmp-"),
  );

describe.each(testEngines)(
  "the server killed while it tiles, on %s",
  { timeout: 180_000 },
  (engine) => {
    let dataDir: string;
    let port: number;
    let env: Record<string, string> = {};
    let releaseDatabase = async () => {};
    let server: ServerProcess;
    let api: Api;
    let projectId: string;

    const start = async (extra: Record<string, string> = {}) => {
      server = await startServerProcess(entry, dataDir, port, { ...env, ...extra });
    };
    const kill = async (signal: NodeJS.Signals) => {
      server.child.kill(signal);
      return server.exited;
    };
    const newTour = async (title: string) =>
      (await api.createProjectTour({ params: { id: projectId }, body: { title } })).id;
    const upload = (tourId: string, names: readonly string[]) => {
      const form = new FormData();
      for (const name of names)
        form.append("files", new Blob([panorama], { type: "image/jpeg" }), name);
      return api.uploadTourFiles({
        params: { id: tourId },
        query: { overwrite: false },
        body: form,
      });
    };
    const states = async (tourId: string) =>
      (await api.getLayersStatus({ params: { id: tourId } })).map((s) => s.state);
    const allDone = (tourId: string, count: number) =>
      until(`${count} tiled scene(s)`, async () => {
        const now = await states(tourId);
        return now.length === count && now.every((s) => s === "done") ? now : undefined;
      });

    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), "orbis-crash-"));
      port = await freePort();
      if (engine === "postgres") {
        const database = await leasePostgresDatabase();
        env = { DATABASE_URL: database.url };
        releaseDatabase = database.release;
      } else await seedDataDir(dataDir, entry);
      await start();
      const origin = `http://127.0.0.1:${port}`;
      api = await signedInClient(origin, dataDir, `crash-${engine}@example.com`);
      projectId = (await api.createProject({ body: { name: "Crashes", kind: "contents" } })).id;
    }, 120_000);

    afterAll(async () => {
      if (server.child.exitCode === null) await kill("SIGKILL");
      await releaseDatabase();
      await rm(dataDir, { recursive: true, force: true });
    });

    it("SIGKILL during tiling: after a restart the scene is tiled, the tour copies, no temp file is left", async () => {
      const tourId = await newTour("Killed while tiling");
      await upload(tourId, ["harbour.jpg"]);
      await until("tiling to start", async () =>
        (await states(tourId))[0] === "tiling" ? true : undefined,
      );
      await kill("SIGKILL");
      const left = await readdir(join(dataDir, "tmp"));
      expect(left.some((name) => name.startsWith("tiling-"))).toBe(true);

      await start();
      expect(await allDone(tourId, 1)).toEqual(["done"]);
      const copy = await api.copyTour({ params: { id: tourId }, body: {} });
      expect(copy.id).not.toBe(tourId);
      await until("the tiling folder to go", async () => {
        const now = await readdir(join(dataDir, "tmp"));
        return now.some((name) => name.startsWith("tiling-")) ? undefined : now;
      });
      expect((await readdir(join(dataDir, "tmp"))).filter((name) => left.includes(name))).toEqual(
        [],
      );
      expect(await tempFilesUnder(join(dataDir, "files"))).toEqual([]);
    });

    it("SIGKILL between an upload's commit and its dispatch: after a restart the scene is tiled", async () => {
      const tourId = await newTour("Killed before dispatch");
      await kill("SIGKILL");
      await start({ ORBIS_TEST_PAUSE_AFTER_COMMIT_MS: "60000" });
      const lost = upload(tourId, ["lighthouse.jpg"]).then(
        () => "answered",
        () => "cut",
      );
      await until("the upload to commit", async () =>
        server.output().includes("test pause: scenes committed") ? true : undefined,
      );
      await kill("SIGKILL");
      expect(await lost).toBe("cut");

      await start();
      expect(await allDone(tourId, 1)).toEqual(["done"]);
      await until("DATA_DIR/tmp to be empty", async () =>
        (await readdir(join(dataDir, "tmp")).catch(() => [])).length === 0 ? true : undefined,
      );
    });

    it("SIGTERM with five queued panoramas stops after the running tiling, leaving the rest queued; all five are tiled after the restart", async () => {
      const tourId = await newTour("Stopped with a backlog");
      await upload(
        tourId,
        [1, 2, 3, 4, 5].map((n) => `shot-${n}.jpg`),
      );
      await until("the first tiling", async () =>
        (await states(tourId)).includes("tiling") ? true : undefined,
      );
      const t0 = Date.now();
      expect(await kill("SIGTERM")).toBe(0);
      const stopMs = Date.now() - t0;
      expect(server.output()).toContain("Orbis stopped cleanly.");
      // The stop waits for the one running tiling: under a second on an idle machine, a few
      // with both cores busy (CI runs every suite at once). 15 s bounds that on any machine
      // these tests run on; that the backlog was not run first is proved below, by the count
      // of jobs the restart finds unfinished.
      expect(stopMs).toBeLessThan(15_000);

      await start({ LOG_LEVEL: "info" });
      const resumed = /"jobs":(\d+),"msg":"running the jobs an earlier run left unfinished"/.exec(
        server.output(),
      );
      expect(Number(resumed?.[1])).toBeGreaterThanOrEqual(3);
      expect(await allDone(tourId, 5)).toHaveLength(5);
    });
  },
);
