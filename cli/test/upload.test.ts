import { copyFile, mkdir } from "node:fs/promises";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { makePanoramas } from "@orbis/testkit/panoramas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFlakyProxy } from "../src/testing/flakyProxy";
import { type CliFixture, cliFixture, expectExit } from "./fixture";

/*
 * `orbis scenes upload` against the real server: bulk upload with tiling, resume by content
 * after a killed run, retries through a connection that drops uploads, usage errors.
 */

interface Report {
  tourId: string;
  files: {
    name: string;
    status: string;
    sceneId: string | null;
    attempts: number;
    tiling: string | null;
  }[];
  totals: Record<string, number>;
  timing: { uploadMs: number | null; tilingMs: number | null };
}

let f: CliFixture;
let projectId: string;
let dir: string;

let toursInProject = 0;
/** A fresh tour; a new project every five (the FREE plan's tours per project). */
const newTour = async (title: string) => {
  if (toursInProject === 5) {
    projectId = (await f.api.createProject({ body: { name: "More uploads", kind: "contents" } }))
      .id;
    toursInProject = 0;
  }
  toursInProject++;
  return (await f.api.createProjectTour({ params: { id: projectId }, body: { title } })).id;
};

const sceneHashes = async (tourId: string) =>
  (await f.api.getTour({ params: { id: tourId } })).scenes.map((s) => s.image.sha256);

beforeAll(async () => {
  f = await cliFixture("upload");
  expectExit(await f.signIn(), 0);
  projectId = (await f.api.createProject({ body: { name: "Uploads", kind: "contents" } })).id;
  dir = join(f.configHome, "shots");
  await makePanoramas(join(dir, "small"), 4, 100);
  await makePanoramas(join(dir, "big"), 12, 200, 2048);
  await mkdir(join(dir, "nested", "deeper"), { recursive: true });
  await copyFile(join(dir, "small", "pano-1.jpg"), join(dir, "nested", "deeper", "same-as-1.jpg"));
});
afterAll(() => f.cleanup());

describe("scenes upload", () => {
  it("refuses bad inputs before uploading anything (exit 2)", async () => {
    const tourId = await newTour("Inputs");
    const none = expectExit(await f.orbis(["scenes", "upload", "--tour", tourId]), 2);
    expect(none.stderr).toContain("Error 10400: Name the files, directories or globs to upload");
    const missing = expectExit(
      await f.orbis(["scenes", "upload", join(dir, "nope.jpg"), "-t", tourId]),
      2,
    );
    expect(missing.stderr).toContain("nope.jpg: no such file or directory");
    const glob = expectExit(await f.orbis(["scenes", "upload", `${dir}/*.tif`, "-t", tourId]), 2);
    expect(glob.stderr).toContain("no panorama");
    expect(await sceneHashes(tourId)).toEqual([]);
    const noTour = expectExit(
      await f.orbis(["scenes", "upload", join(dir, "small"), "-t", "nope"]),
      1,
    );
    expect(noTour.stderr).toMatch(/^Error 10404: /m);
  });

  it("uploads a directory and a glob, waits for tiling, prints a summary; a rerun skips everything", async () => {
    const tourId = await newTour("Bulk");
    const run = await f.orbis([
      "scenes",
      "upload",
      join(dir, "small"),
      `${dir}/nested/**/*.jpg`,
      "--tour",
      tourId,
      "--wait",
      "-c",
      "3",
    ]);
    expectExit(run, 0);
    // Not a terminal: progress comes as plain lines on stderr, the summary table on stdout.
    expect(run.stderr).toMatch(/^\[\d\/5\] pano-2\.jpg .* uploaded/m);
    expect(run.stderr).toMatch(/^tiling pano-\d\.jpg: done$/m);
    expect(run.stdout).toMatch(/^FILE\s+SIZE\s+STATUS\s+TRIES\s+SCENE\s+TILING\s+ERROR$/m);
    // Same content twice: the first hashed uploads it, the other is a duplicate.
    const statuses = [/^pano-1\.jpg\s+\S+ \S+\s+(\S+)/m, /^same-as-1\.jpg\s+\S+ \S+\s+(\S+)/m].map(
      (line) => line.exec(run.stdout)?.[1],
    );
    expect(statuses.sort()).toEqual(["duplicate", "uploaded"]);
    expect(run.stdout).toContain("5 file(s): 4 uploaded, 0 skipped, 1 duplicate");
    expect(await sceneHashes(tourId)).toHaveLength(4);
    const tour = await f.api.getTour({ params: { id: tourId } });
    expect(tour.scenes.every((s) => s.tiles !== null)).toBe(true);

    const again = expectExit(
      await f.orbis(["scenes", "upload", join(dir, "small"), "-t", tourId, "--json"]),
      0,
    );
    const report = again.json<Report>();
    expect(report.totals).toMatchObject({ files: 4, uploaded: 0, skipped: 4 });
    expect(new Set(report.files.map((x) => x.sceneId))).toEqual(
      new Set(tour.scenes.map((s) => s.id)),
    );
    expect(again.stderr).toBe("");
  });

  it("resumes an interrupted run: the rerun uploads only what is missing", async () => {
    const tourId = await newTour("Interrupted");
    const big = join(dir, "big");
    const first = await f.orbis(["scenes", "upload", big, "-t", tourId, "-c", "2"], {
      onSpawn: (child, output) => {
        const watch = setInterval(() => {
          if ((output().stderr.match(/ uploaded /g) ?? []).length >= 3) {
            clearInterval(watch);
            child.kill("SIGKILL");
          }
        }, 5);
      },
    });
    expect(first.code).toBeNull();
    await sleep(1_000); // an upload whose body was complete may still land
    const before = (await sceneHashes(tourId)).length;
    expect(before).toBeGreaterThanOrEqual(3);
    expect(before).toBeLessThan(12);

    const rerun = expectExit(await f.orbis(["scenes", "upload", big, "-t", tourId, "--json"]), 0);
    const report = rerun.json<Report>();
    // What the first run stored is skipped once tiled; a scene still waiting for its tiling
    // gets its file again, over itself (so no scene is added twice).
    expect(report.totals).toMatchObject({ files: 12, failed: 0 });
    expect(report.totals.skipped).toBeLessThanOrEqual(before);
    expect((report.totals.skipped ?? 0) + (report.totals.uploaded ?? 0)).toBe(12);
    const hashes = await sceneHashes(tourId);
    expect(hashes).toHaveLength(12);
    expect(new Set(hashes).size).toBe(12);
  });

  it("on Ctrl-C stops with exit 130 and says how to go on", async () => {
    const tourId = await newTour("Ctrl-C");
    const r = await f.orbis(["scenes", "upload", join(dir, "big"), "-t", tourId, "-c", "1"], {
      onSpawn: (child, output) => {
        const watch = setInterval(() => {
          if (output().stderr.includes(" uploaded ")) {
            clearInterval(watch);
            child.kill("SIGINT");
          }
        }, 5);
      },
    });
    expectExit(r, 130);
    expect(r.stderr).toContain("Interrupted. Run the same command again");
  });

  it("retries uploads cut by the network and reports the tries", async () => {
    const tourId = await newTour("Flaky");
    const proxy = await startFlakyProxy(f.origin, `POST /api/v1/tours/${tourId}/files`, 2);
    try {
      const r = await f.orbis(
        ["scenes", "upload", join(dir, "small"), "-t", tourId, "-c", "1", "--json"],
        {
          env: { ORBIS_API_URL: proxy.origin, ORBIS_TOKEN: f.account.accessToken },
        },
      );
      const report = expectExit(r, 0).json<Report>();
      expect(proxy.cut()).toBe(2);
      expect(report.totals).toMatchObject({ uploaded: 4, failed: 0 });
      expect(report.files.reduce((s, x) => s + x.attempts, 0)).toBe(6);
      expect(await sceneHashes(tourId)).toHaveLength(4);
    } finally {
      await proxy.close();
    }
  });

  it("gives up after --retries and exits 5 when the network keeps failing, keeping the rest", async () => {
    const tourId = await newTour("Down");
    const proxy = await startFlakyProxy(f.origin, `POST /api/v1/tours/${tourId}/files`, 2);
    try {
      const r = await f.orbis(
        [
          "scenes",
          "upload",
          join(dir, "small", "pano-2.jpg"),
          join(dir, "small", "pano-3.jpg"),
          "-t",
          tourId,
          "-c",
          "1",
          "--retries",
          "0",
          "--json",
        ],
        { env: { ORBIS_API_URL: proxy.origin, ORBIS_TOKEN: f.account.accessToken } },
      );
      expectExit(r, 5);
      const report = r.json<Report & { error: { code: number } }>();
      expect(report.error.code).toBe(90001);
      expect(report.totals).toMatchObject({ failed: 2, uploaded: 0 });
      expect(r.stderr).toMatch(/^Error 90001: 2 file\(s\) failed/m);
    } finally {
      await proxy.close();
    }
  });
});
