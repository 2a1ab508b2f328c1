import { randomUUID } from "node:crypto";
import { utimes } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import { fileForm } from "../../testing/multipart";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createProject, createTour, insertScene } from "../../testing/tours";
import { createTestUser } from "../../testing/users";
import { userRepository } from "../identity";
import { writeTile } from "../publishing/testing";
import { ORPHAN_SWEEP_TASK, startOrphanSweep, sweepOrphanFilesOnce } from "./orphanSweep";

const TWO_HOURS = 2 * 60 * 60 * 1000;

/*
 * The one-off sweep of files no row owns (issue 13, item 3): files earlier account deletions left
 * behind go; every file a row owns stays, and so does a file written a moment ago whose row may
 * not have committed yet.
 */
describe.each(testEngines)("the sweep of files no row owns on %s", (engine) => {
  let t: TestApp;
  const png = () =>
    sharp({ create: { width: 64, height: 32, channels: 3, background: "#2a6" } })
      .png()
      .toBuffer();
  const put = async (key: string) =>
    t.deps.files.put(key, { buffer: await png() }, "image/png").then(() => key);
  /** Makes every stored file look written two hours ago, as files of an earlier release are. */
  const age = async (keys: readonly string[]) => {
    const then = new Date(Date.now() - TWO_HOURS);
    const root = join(t.deps.config.dataDir, "files");
    for (const key of keys) await utimes(join(root, ...key.split("/")), then, then);
  };
  const everything = async () =>
    (
      await Promise.all(
        ["tours/", "published/", "hosting/", "users/", "embed/"].map((p) => t.deps.files.list(p)),
      )
    ).flat();
  /** A user with a tour (a tiled scene, a thumbnail) and a profile picture, all owned by rows. */
  const userWithFiles = async () => {
    const user = await createTestUser(t);
    const tourId = (await createTour(t, user, (await createProject(t, user)).id)).id;
    const sceneId = (await insertScene(t, tourId)).id;
    await writeTile(t, tourId, sceneId, "1/f0_0.jpg");
    const api = apiFor(t, user);
    await api.uploadTourThumbnail({
      params: { id: tourId },
      body: fileForm("file", await png(), "c.png", "image/png"),
    });
    await api.uploadMyThumbnail({ body: fileForm("file", await png(), "me.png", "image/png") });
    return { user, tourId };
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  it("removes what earlier deletions left, and nothing a row owns or that was just written", async () => {
    const kept = await userWithFiles();
    // An account deleted by a crash half-way (or before deletions removed files): its row went,
    // its files stayed.
    const gone = await userWithFiles();
    const goneFiles = [
      ...(await t.deps.files.list(`tours/${gone.tourId}/`)),
      ...(await t.deps.files.list(`users/${gone.user.id}/`)),
    ];
    expect(goneFiles.length).toBeGreaterThan(2);
    await userRepository(t.deps.db.kysely).remove(gone.user.id);
    // More leftovers: a snapshot and a hosted image of deleted projects, an old profile picture
    // of a live user, a voice no row names in a live tour.
    const leftovers = [
      ...goneFiles,
      await put(`published/${gone.tourId}/v1.json`),
      await put(`hosting/${randomUUID()}/${randomUUID()}/panorama.jpg`),
      await put(`users/${kept.user.id}/thumbnail-0123abcd.webp`),
      await put(`tours/${kept.tourId}/voices/m1-00ff.mp3`),
    ];
    // Not the sweep's: a folder no row kind owns.
    const other = await put("embed/en.json");
    const owned = (await everything()).filter((k) => !leftovers.includes(k) && k !== other);
    // The kept account's scene preview and tile, tour thumbnail and profile picture.
    expect(owned).toHaveLength(4);
    await age(await everything());
    // Written just now, its row not committed yet (an upload in flight): spared.
    const inFlight = await put(`tours/${kept.tourId}/geometries/0a0b0c.png`);

    const result = await sweepOrphanFilesOnce(t.deps);
    expect(result).toMatchObject({ removed: leftovers.length, complete: true });
    expect((await everything()).sort()).toEqual([...owned, other, inFlight].sort());
    // Once: a second start does not list the store again.
    expect(await sweepOrphanFilesOnce(t.deps)).toBeNull();
    const run = await t.deps.db.kysely
      .selectFrom("maintenance_runs")
      .select(["finished_at", "result"])
      .where("name", "=", ORPHAN_SWEEP_TASK)
      .executeTakeFirstOrThrow();
    expect(run.finished_at).not.toBeNull();
    expect(run.result).toMatchObject({ removed: leftovers.length });
  });

  it("gives its claim back when stopped mid-way, so the next start sweeps again", async () => {
    await t.deps.db.kysely.deleteFrom("maintenance_runs").execute();
    const orphan = await put(`tours/${randomUUID()}/thumbnail-00aa.webp`);
    await age([orphan]);
    const logged: string[] = [];
    const log = {
      info: (_: object, msg: string) => logged.push(msg),
      warn: (_: object, msg: string) => logged.push(msg),
    };
    // Stopped before its first page: nothing removed, nothing recorded.
    await startOrphanSweep(t.deps, log).stop();
    expect(await t.deps.files.stat(orphan)).not.toBeNull();
    expect(await t.deps.db.kysely.selectFrom("maintenance_runs").selectAll().execute()).toEqual([]);
    expect(await sweepOrphanFilesOnce(t.deps)).toMatchObject({ removed: 1, complete: true });
    expect(await t.deps.files.stat(orphan)).toBeNull();
  });

  it("lets one process sweep at a time, and takes over a claim its process left hours ago", async () => {
    await t.deps.db.kysely.deleteFrom("maintenance_runs").execute();
    await t.deps.db.kysely
      .insertInto("maintenance_runs")
      .values({
        name: ORPHAN_SWEEP_TASK,
        started_at: t.deps.clock(),
        finished_at: null,
        result: null,
      })
      .execute();
    expect(await sweepOrphanFilesOnce(t.deps)).toBeNull();
    t.advance(7 * 60 * 60 * 1000);
    expect(await sweepOrphanFilesOnce(t.deps)).toMatchObject({ complete: true });
  });
});
