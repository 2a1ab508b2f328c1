import { openAsBlob } from "node:fs";
import { appendFile, mkdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { apiAs } from "@orbis/testkit/accounts";
import { makePanorama } from "@orbis/testkit/panoramas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CliFixture, cliFixture, expectExit } from "./fixture";

/*
 * The quota stop. The account's storage (FREE: 1 GiB) is filled through the API, as a user
 * would fill it: two panoramas padded with trailing bytes (a JPEG decoder stops at its end
 * marker; the server counts every stored byte). About 1.5 MB is left: the first small file of
 * the run fits, the large second one does not, the third is never tried.
 */

const MB = 1024 * 1024;
const ROOM = 1.5 * MB;

let f: CliFixture;
let big: ReturnType<typeof apiAs>;
let projectId: string;
let tourId: string;
let dir: string;

const usage = async () => {
  const s = await big.getStorageUsage();
  return { plan: s.planStorageSize, used: s.usageStorageSize };
};

const tiled = async (id: string) => {
  for (let i = 0; i < 600; i++) {
    const states = await big.getLayersStatus({ params: { id } });
    if (states.every((s) => s.state === "done" || s.state === "failed")) return;
    await sleep(100);
  }
  throw new Error("tiling did not finish");
};

/**
 * Uploads a panorama padded to `bytes` into the filler tour and waits for its tiling. Every filler
 * is the same picture (only the padding differs), so its preview, thumbnail and tiles weigh the
 * same each time and the first filler's overhead predicts the second's.
 */
const fill = async (fillerTour: string, bytes: number, index: number) => {
  const path = join(dir, `filler-${index}.jpg`);
  await makePanorama(path, 1);
  const padding = bytes - (await stat(path)).size;
  for (let left = padding; left > 0; left -= 64 * MB)
    await appendFile(path, Buffer.alloc(Math.min(left, 64 * MB)));
  const form = new FormData();
  form.append("files", await openAsBlob(path), `filler-${index}.jpg`);
  await big.uploadTourFiles({ params: { id: fillerTour }, body: form });
  await rm(path);
  await tiled(fillerTour);
};

beforeAll(async () => {
  f = await cliFixture("quota");
  expectExit(await f.signIn(), 0);
  big = apiAs(f.origin, { accessToken: f.account.accessToken, refreshToken: "" }, 300_000);
  projectId = (await big.createProject({ body: { name: "Full", kind: "contents" } })).id;
  const filler = (
    await big.createProjectTour({ params: { id: projectId }, body: { title: "Filler" } })
  ).id;
  tourId = (await big.createProjectTour({ params: { id: projectId }, body: { title: "Run" } })).id;
  dir = join(f.configHome, "quota");
  await mkdir(dir, { recursive: true });
  const first = 600 * MB;
  await fill(filler, first, 1);
  const afterFirst = await usage();
  const overhead = afterFirst.used - first; // preview, thumbnail and tiles of a filler
  await fill(filler, afterFirst.plan - afterFirst.used - ROOM - overhead, 2);
  const now = await usage();
  const left = now.plan - now.used;
  expect(left).toBeGreaterThan(ROOM * 0.8);
  expect(left).toBeLessThan(ROOM * 1.2);
  await mkdir(join(dir, "run"));
  await makePanorama(join(dir, "run", "a-small.jpg"), 11);
  await makePanorama(join(dir, "run", "b-large.jpg"), 12, 4096);
  await makePanorama(join(dir, "run", "c-small.jpg"), 13);
  expect((await stat(join(dir, "run", "b-large.jpg"))).size).toBeGreaterThan(ROOM * 1.5);
}, 600_000);
afterAll(() => f.cleanup());

describe("a quota refusal", () => {
  it("stops the run with the catalogue's message and exit 4, keeping what was uploaded", async () => {
    const r = await f.orbis([
      "scenes",
      "upload",
      join(dir, "run"),
      "-t",
      tourId,
      "-c",
      "1",
      "--json",
    ]);
    expectExit(r, 4);
    const report = r.json<{
      files: { name: string; status: string; error: { code: number } | null }[];
      stopped: { code: number; message: string };
      error: { code: number; message: string; exitCode: number };
    }>();
    expect(report.files.map((x) => [x.name, x.status, x.error?.code ?? null])).toEqual([
      ["a-small.jpg", "uploaded", null],
      ["b-large.jpg", "failed", 20004],
      ["c-small.jpg", "not-attempted", null],
    ]);
    expect(report.error).toMatchObject({ code: 20004, exitCode: 4 });
    expect(report.error.message).toContain(
      "Upload is impossible because the maximum storage is exceeded. Upgrade your plan to add storage",
    );
    expect(r.stderr).toMatch(
      /^Error 20004: Upload is impossible because the maximum storage is exceeded/m,
    );
    expect((await big.getTour({ params: { id: tourId } })).scenes.map((s) => s.fileName)).toEqual([
      "a-small.jpg",
    ]);
  });

  it("stops again on a rerun, after skipping what is already there", async () => {
    const r = expectExit(
      await f.orbis(["scenes", "upload", join(dir, "run"), "-t", tourId, "-c", "1"]),
      4,
    );
    expect(r.stdout).toMatch(/^a-small\.jpg .* skipped/m);
    expect(r.stdout).toMatch(/^b-large\.jpg .* failed .* 20004 Upload is impossible/m);
    expect(r.stdout).toMatch(/^c-small\.jpg .* not-attempted/m);
    expect(r.stderr).toContain("(stopped: 1 file(s) not uploaded; what was uploaded stays)");
  });
});
