// @vitest-environment node

import { panoramaPng } from "@orbis/testkit/panoramaPng";
import { type PublishedTourFixture, publishedTourVia } from "@orbis/testkit/publishedTours";
import { apiOn, registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signedInStore } from "../../testing/signedInStore";
import type { TestRootStore } from "../../testing/testRootStore";

/*
 * The duplicate check before an upload, on the real server: names the tour already has wait for
 * the creator's choice, skipped by default, replaced only when chosen; a name picked twice goes
 * once. The tests run in order on one tour, made from "Harbour.png".
 */

let account: TestAccount;
let fixture: PublishedTourFixture;
let t: TestRootStore;

/** A panorama file; a different grey per file, so files of one name differ. */
const png = (name: string, grey: number) =>
  new File([new Uint8Array(panoramaPng(1024, 512, grey))], name, { type: "image/png" });

const scenesOnServer = async () =>
  (await apiOn(account).getTour({ params: { id: fixture.tourId } })).scenes;

/** Waits, on the server's answers, until every listed upload is tiled. */
const allDone = () =>
  vi.waitFor(
    () => expect(t.store.editor.uploads.rows.every((r) => r.phase === "done")).toBe(true),
    { timeout: 90_000, interval: 200 },
  );

beforeAll(async () => {
  account = await registerAccount("duplicates");
  fixture = await publishedTourVia(apiOn(account), "Harbour");
  t = await signedInStore(account, `/project/${fixture.projectId}/edit/${fixture.tourId}`);
  await t.store.editor.open(fixture.tourId, fixture.projectId);
}, 120_000);

afterAll(() => t.store.editor.close());

describe("the duplicate check before an upload", () => {
  it("holds a pick with a name the tour has and sends, by default, only the new files", async () => {
    const uploads = t.store.editor.uploads;
    const refused = await uploads.add([
      png("Harbour.png", 0x30),
      png("Pier.png", 0x60),
      png("Pier.png", 0x90),
    ]);
    expect(refused).toEqual([{ fileName: "Pier.png", problem: "repeated" }]);
    expect(uploads.pending?.duplicates).toEqual(["Harbour.png"]);
    expect(uploads.rows).toEqual([]);

    expect(uploads.confirm()).toEqual(["Harbour.png"]);
    expect(uploads.pending).toBeNull();
    expect(uploads.rows.map((r) => r.fileName)).toEqual(["Pier.png"]);
    await allDone();
    expect((await scenesOnServer()).map((s) => s.fileName)).toEqual(["Harbour.png", "Pier.png"]);
  }, 120_000);

  it("replaces the scene's image when chosen: the same scene, a new revision", async () => {
    const uploads = t.store.editor.uploads;
    uploads.clearFinished();
    const [harbour] = await scenesOnServer();
    expect(await uploads.add([png("Harbour.png", 0xc0)])).toEqual([]);
    expect(uploads.pending?.duplicates).toEqual(["Harbour.png"]);
    uploads.choose("Harbour.png", "replace");
    expect(uploads.confirm()).toEqual([]);
    await allDone();
    const after = await scenesOnServer();
    expect(after.map((s) => [s.id, s.fileName])).toEqual([
      [harbour?.id, "Harbour.png"],
      [after[1]?.id, "Pier.png"],
    ]);
    expect(after[0]?.tiles?.baseUrl).toMatch(/\/r2\/tiles$/);
    expect(harbour?.tiles?.baseUrl).toMatch(/\/r1\/tiles$/);
  }, 120_000);

  it("sends nothing of a pick the creator cancels", async () => {
    const uploads = t.store.editor.uploads;
    uploads.clearFinished();
    await uploads.add([png("Pier.png", 0x20), png("Quay.png", 0x40)]);
    expect(uploads.pending?.duplicates).toEqual(["Pier.png"]);
    uploads.choose("Pier.png", "replace");
    uploads.cancel();
    expect([uploads.pending, uploads.rows, uploads.choices.size]).toEqual([null, [], 0]);
    expect(await scenesOnServer()).toHaveLength(2);
  });
});
