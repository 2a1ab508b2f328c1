import { execFile } from "node:child_process";
import { mkdtemp, readdir, rm, statfs, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor, type TestApi } from "../../../testing/apiClient";
import { refusalOf } from "../../../testing/refusal";
import { startTestApp, type TestApp } from "../../../testing/testApp";
import { createProject, createTour, usageOf } from "../../../testing/tours";
import { createTestUser, type TestUser } from "../../../testing/users";
import { noiseImage } from "../tiling/testing/testImages";

/*
 * The data disk full: the server's DATA_DIR on a small tmpfs of its own (mounting one needs
 * root, as CI has; elsewhere the suite says why it did not run). An upload that does not fit is
 * refused in words an administrator acts on, leaves nothing behind, and the tours already there
 * are served as before; once space is freed, uploads work again without a restart.
 */

const run = promisify(execFile);

/** A fresh tmpfs of `megabytes`, or null when this machine will not mount one for us. */
const smallDisk = async (megabytes: number): Promise<string | null> => {
  const dir = await mkdtemp(join(tmpdir(), "orbis-full-"));
  try {
    await run("mount", ["-t", "tmpfs", "-o", `size=${megabytes}m`, "tmpfs", dir]);
    return dir;
  } catch {
    await rm(dir, { recursive: true, force: true });
    return null;
  }
};

const disk = await smallDisk(48);

describe.runIf(disk !== null)(
  `uploads on a full data disk${disk === null ? " (not run: mounting a tmpfs needs root)" : ""}`,
  () => {
    const dataDir = disk as string;
    let t: TestApp;
    let user: TestUser;
    let api: TestApi;
    let tourId: string;

    const upload = async (name: string, bytes: Uint8Array) => {
      const form = new FormData();
      form.append("files", new Blob([bytes], { type: "image/jpeg" }), name);
      return api.uploadTourFiles({ params: { id: tourId }, query: {}, body: form });
    };
    const tiled = async () => {
      for (let i = 0; i < 600; i++) {
        const layers = await api.getLayersStatus({ params: { id: tourId } });
        if (layers.every((l) => l.state === "done" || l.state === "failed")) return layers;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error("tiling did not finish");
    };
    /** What the upload could have written: rows, usage and every file in the data folder. */
    const written = async () => ({
      usage: await usageOf(t, user.id),
      scenes: (await api.getTour({ params: { id: tourId } })).scenes.length,
      files: await t.deps.files.list(`tours/${tourId}/`),
      tmp: await readdir(join(dataDir, "tmp")).catch(() => []),
    });

    beforeAll(async () => {
      t = await startTestApp("pglite", { dataDir });
      user = await createTestUser(t, { planId: "pro" });
      api = apiFor(t, user);
      tourId = (await createTour(t, user, (await createProject(t, user)).id)).id;
      await upload("harbour.jpg", await noiseImage(2048, 1024, "jpeg"));
      expect((await tiled()).map((l) => l.state)).toEqual(["done"]);
      await api.publishTour({ params: { id: tourId }, body: {} });
    }, 120_000);

    afterAll(async () => {
      await t?.close();
      await run("umount", [dataDir]);
      await rm(dataDir, { recursive: true, force: true });
    });

    it("refuses an upload that does not fit, leaves nothing, and serves what is there; freed space is used again", async () => {
      const panorama = await noiseImage(2048, 1024, "jpeg");
      const before = await written();
      // Fill the disk but for less than the panorama needs.
      const { bavail, bsize } = await statfs(dataDir);
      const filler = join(dataDir, "filler");
      await writeFile(filler, Buffer.alloc(Math.max(0, bavail * bsize - 64 * 1024)));

      const refused = await refusalOf(upload("full.jpg", panorama));
      expect([refused.status, refused.code]).toEqual([503, 10503]);
      expect(refused.message).toMatch(/disk is full/);
      expect(await written()).toEqual(before);

      // The tour already there is whole: its page, its snapshot and its tiles.
      const tour = await api.getTour({ params: { id: tourId } });
      const scene = tour.scenes[0];
      for (const url of [`${scene?.tiles?.baseUrl}/1/f0_0.jpg`, scene?.thumbnailUrl ?? ""])
        expect((await t.call({ method: "GET", url })).statusCode).toBe(200);

      await rm(filler);
      await upload("freed.jpg", panorama);
      expect((await tiled()).map((l) => l.state)).toEqual(["done", "done"]);
    });
  },
);
