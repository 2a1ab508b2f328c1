import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import { fileForm } from "../../testing/multipart";
import { refusalOf } from "../../testing/refusal";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createProject, createTour, usageOf } from "../../testing/tours";
import { createTestUser, type TestUser } from "../../testing/users";
import { inspectPanorama } from "../tours";
import { type RawEntry, zipBytes } from "./testing/testArchives";
import { twoScenePanoramas, twoSceneTour } from "./testing/testKit";

const GiB = 1024 ** 3;

describe.each(testEngines)("refused imports on %s", (engine) => {
  let t: TestApp;
  let user: TestUser;
  let projectId: string;
  let images: { lobby: Buffer; hall: Buffer };
  let fetches = 0;

  /** A zip of the two-scene tour, its document changed and its entries added or left out. */
  const tourZip = (
    change: (tour: typeof twoSceneTour) => unknown = (tour) => tour,
    entries: (own: RawEntry[]) => RawEntry[] = (own) => own,
  ) =>
    zipBytes(
      entries([
        { name: "tour/config.json", data: JSON.stringify(change(structuredClone(twoSceneTour))) },
        { name: "tour/images/lobby.jpg", data: images.lobby },
        { name: "tour/images/hall.jpg", data: images.hall },
      ]),
    );

  /** Everything an import could leave behind. */
  const state = async (who: TestUser = user) => {
    const db = t.deps.db.kysely;
    const count = async (table: "tours" | "scenes" | "markers" | "stored_objects") =>
      (
        await db
          .selectFrom(table)
          .select(sql<number>`count(*)::int`.as("n"))
          .executeTakeFirstOrThrow()
      ).n;
    const temp = await readdir(join(t.deps.config.dataDir, "tmp")).catch(() => []);
    return {
      tours: await count("tours"),
      scenes: await count("scenes"),
      markers: await count("markers"),
      ledger: await count("stored_objects"),
      files: await t.deps.files.list("tours/"),
      usage: await usageOf(t, who.id),
      unpacked: temp.filter((name) => name.startsWith("import-")),
    };
  };

  /** `who` imports a ZIP (or whatever bytes) into a project. */
  const importFile = (who: TestUser, project: string, zip: Buffer) =>
    apiFor(t, who).importTour({
      params: { id: project },
      body: fileForm("file", zip, "tour.zip", "application/zip"),
    });

  const refused = async (
    call: Promise<unknown>,
    status: number,
    code: number,
    message?: RegExp,
  ) => {
    const refusal = await refusalOf(call);
    expect([refusal.status, refusal.code], refusal.message).toEqual([status, code]);
    if (message !== undefined) expect(refusal.message).toMatch(message);
  };

  beforeAll(async () => {
    t = await startTestApp(engine, {
      fetch: async (...args) => {
        fetches += 1;
        return globalThis.fetch(...args);
      },
    });
    user = await createTestUser(t);
    projectId = (await createProject(t, user)).id;
    images = await twoScenePanoramas();
  });
  afterAll(() => t.close());

  it.each([
    [
      "a bare Pannellum JSON",
      () => Buffer.from(JSON.stringify(twoSceneTour)),
      400,
      10400,
      /alone cannot be imported.*Upload a ZIP/,
    ],
    ["a file that is no ZIP", () => images.lobby, 415, 10415, /upload a ZIP archive/],
    [
      "an entry named ../evil.jpg",
      () => tourZip(undefined, (own) => [...own, { name: "../evil.jpg", data: "x" }]),
      400,
      10400,
      /"\.\.\/evil\.jpg" points outside the archive/,
    ],
    [
      "an entry with an absolute path",
      () => tourZip(undefined, (own) => [...own, { name: "/etc/cron.d/x", data: "x" }]),
      400,
      10400,
      /absolute path/,
    ],
    [
      "an entry declaring a huge size",
      () =>
        tourZip(undefined, (own) => [
          ...own,
          { name: "tour/big.bin", data: "x", deflate: true, declaredSize: 3_000_000_000 },
        ]),
      400,
      10400,
      /"tour\/big\.bin" unpacks to 3000000000 bytes/,
    ],
    [
      "a directory declaring too many entries",
      () => zipBytes([{ name: "a.json", data: "{}" }], 30_000),
      400,
      10400,
      /holds 30000 entries; at most 20000/,
    ],
    [
      "an image inflating past the size it declared",
      () =>
        tourZip(undefined, (own) =>
          own.map((e) =>
            e.name.endsWith("hall.jpg")
              ? { ...e, data: Buffer.alloc(20_000_000), deflate: true, declaredSize: 1000 }
              : e,
          ),
        ),
      400,
      10400,
      /"tour\/images\/hall\.jpg" cannot be unpacked/,
    ],
    [
      "a JSON naming a missing image",
      () => tourZip(undefined, (own) => own.filter((e) => !e.name.endsWith("hall.jpg"))),
      400,
      10400,
      /scene "hall": the image "images\/hall\.jpg" is not in the ZIP/,
    ],
    [
      "a JSON naming a remote image",
      () =>
        tourZip((tour) => ({
          ...tour,
          scenes: {
            ...tour.scenes,
            hall: { ...tour.scenes.hall, panorama: "https://example.com/hall.jpg" },
          },
        })),
      400,
      10400,
      /remote URL; the server never fetches images/,
    ],
    [
      "a ZIP without a tour document",
      () => zipBytes([{ name: "lobby.jpg", data: images.lobby }]),
      400,
      10400,
      /no Pannellum tour JSON .* and no Marzipano data\.js/,
    ],
    [
      "a document the parser refuses",
      () =>
        tourZip((tour) => ({
          ...tour,
          scenes: { ...tour.scenes, hall: { ...tour.scenes.hall, hotSpots: [{ type: "scene" }] } },
        })),
      400,
      10400,
      /^body\.file: tour\/config\.json: Pannellum tour: scenes\.hall\.hotSpots\[0\]\.sceneId/,
    ],
    [
      "a damaged panorama",
      () =>
        tourZip(undefined, (own) =>
          own.map((e) =>
            e.name.endsWith("hall.jpg") ? { ...e, data: images.hall.subarray(0, 5000) } : e,
          ),
        ),
      400,
      10400,
      /scene "hall" \(hall\.jpg\): the image is damaged or incomplete/,
    ],
  ] as const)("refuses %s and leaves nothing", async (_, zip, status, code, message) => {
    const before = await state();
    await refused(importFile(user, projectId, zip()), status, code, message);
    expect(await state()).toEqual(before);
    expect(fetches).toBe(0);
  });

  it("gives back the scenes already stored when the storage runs out midway (20004)", async () => {
    const lobby = join(await mkdtemp(join(tmpdir(), "orbis-refusal-")), "lobby.jpg");
    await writeFile(lobby, images.lobby);
    const { preview, thumbnail } = await inspectPanorama(lobby);
    await rm(join(lobby, ".."), { recursive: true, force: true });
    // Room for exactly the first scene's source, preview and thumbnail: the second cannot fit.
    const room = images.lobby.length + preview.length + thumbnail.length;
    await t.deps.db.kysely
      .updateTable("accounts")
      .set({ storage_used_bytes: GiB - room })
      .where("user_id", "=", user.id)
      .execute();
    const before = await state();
    await refused(importFile(user, projectId, tourZip()), 403, 20004);
    expect(await state()).toEqual(before);
    await t.deps.db.kysely
      .updateTable("accounts")
      .set({ storage_used_bytes: 0 })
      .where("user_id", "=", user.id)
      .execute();
  });

  it("refuses strangers (404), viewers (403), hosting projects (400) and a full project (60003)", async () => {
    const stranger = await createTestUser(t);
    const viewer = await createTestUser(t);
    await apiFor(t, user).addProjectCoworker({
      params: { id: projectId },
      body: { email: viewer.email, role: "viewer" },
    });
    const hosting = (await createProject(t, user, "hosting", "Images")).id;
    const full = (await createProject(t, user, "contents", "Full")).id;
    for (let i = 0; i < 5; i++) await createTour(t, user, full, `Tour ${i}`);
    const zip = tourZip();
    const before = await state();
    await refused(importFile(stranger, projectId, zip), 404, 10404);
    await refused(importFile(viewer, projectId, zip), 403, 10403);
    await refused(importFile(user, hosting, zip), 400, 10400, /hosting project holds images/);
    await refused(importFile(user, full, zip), 403, 60003);
    expect(await state()).toEqual(before);
  });
});
