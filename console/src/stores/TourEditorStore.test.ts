// @vitest-environment node
import { setTimeout as sleep } from "node:timers/promises";
import { panoramaPng } from "@orbis/testkit/panoramaPng";
import {
  apiOn,
  registerAccount,
  serverOrigin,
  type TestAccount,
} from "@orbis/testkit/vitest/sharedServer";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { signedInStore } from "../testing/signedInStore";
import type { TestRootStore } from "../testing/testRootStore";

/*
 * The tour editor's store against the real server: uploads that become tiled scenes, marker
 * edits with undo, the dump save, a synthesised voice, publishing and the auto-save cycle.
 */

let account: TestAccount;
let t: TestRootStore;
let tourId: string;
let projectId: string;

/** A panorama file; a different grey per file, so the two are different files. */
const png = (name: string, grey: number) =>
  new File([new Uint8Array(panoramaPng(1024, 512, grey))], name, { type: "image/png" });

const until = async (what: string, done: () => boolean, ms = 90_000) => {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
};

beforeAll(async () => {
  account = await registerAccount("editor");
  t = await signedInStore(account, "/project/x/edit/y");
  const project = await t.store.projects.createProject("Editor project", "contents");
  if (!project) throw new Error("no project");
  projectId = project.id;
  await t.store.project.open(project.id);
  const tour = await t.store.tours.create("Campus walk");
  if (!tour) throw new Error("no tour");
  tourId = tour.id;
}, 120_000);

afterEach(() => {
  t.store.editor.close();
  vi.useRealTimers();
});

describe("TourEditorStore", () => {
  it("uploads two panoramas, tiles them and takes them in as scenes", async () => {
    const editor = t.store.editor;
    await editor.open(tourId, projectId);
    expect(editor.state).toBe("ready");
    expect(editor.doc?.scenes).toEqual([]);

    const refused = await editor.uploads.add([
      png("Lobby.png", 0x50),
      png("Hall.png", 0xa0),
      new File(["hello"], "notes.txt"),
    ]);
    expect(refused).toEqual([{ fileName: "notes.txt", problem: "type" }]);
    expect(editor.uploads.rows.map((r) => r.fileName)).toEqual(["Lobby.png", "Hall.png"]);
    // While a file is on its way a save would drop the scene it makes: it waits.
    expect(await editor.save()).toBe(false);

    await until("tiling", () => editor.uploads.rows.every((r) => r.phase === "done"));
    await until("the tiled scenes", () => (editor.viewerTour?.scenes.length ?? 0) === 2);
    expect(editor.uploads.share).toBe(1);
    expect(editor.doc?.scenes.map((s) => s.title)).toEqual(["Lobby", "Hall"]);
    expect(editor.doc?.initialView?.sceneId).toBe(editor.doc?.scenes[0]?.id);
    expect(editor.viewerTour?.scenes.every((s) => s.tiles !== null)).toBe(true);
    expect(editor.dirty).toBe(false);
  }, 120_000);

  it("places markers, undoes the last change and saves the document", async () => {
    const editor = t.store.editor;
    await editor.open(tourId, projectId);
    const [lobby, hall] = editor.doc?.scenes ?? [];
    if (!lobby || !hall) throw new Error("the scenes of the first test are missing");
    editor.setScene(lobby.id);

    editor.setTool("link");
    expect(editor.place({ yaw: 30, pitch: -5 }, "Info")).toBe(true);
    const link = editor.selectedMarker;
    expect(link).toMatchObject({ type: "link", targetSceneId: hall.id, yaw: 30 });
    expect(editor.tool).toBe("select");

    editor.setTool("info");
    editor.place({ yaw: -60, pitch: 10 }, "Information");
    expect(editor.doc?.markers).toHaveLength(2);
    expect(editor.canUndo).toBe(true);
    editor.undo();
    expect(editor.doc?.markers.map((m) => m.id)).toEqual([link?.id]);
    expect(editor.selectedMarkerId).toBeNull();
    expect(editor.dirty).toBe(true);

    expect(await editor.save()).toBe(true);
    expect(editor.dirty).toBe(false);
    const stored = await apiOn(account).getTour({ params: { id: tourId } });
    expect(stored.markers).toEqual([link]);
  }, 60_000);

  it("speaks an info marker's text and keeps the voice until the text changes", async () => {
    const editor = t.store.editor;
    await editor.open(tourId, projectId);
    editor.setTool("info");
    editor.place({ yaw: 90, pitch: 0 }, "Reception");
    const id = editor.selectedMarkerId ?? "";
    editor.edit((doc) => ({
      ...doc,
      markers: doc.markers.map((m) =>
        m.id === id && m.type === "info" ? { ...m, text: "Welcome to the campus." } : m,
      ),
    }));
    await editor.loadVoiceLanguages();
    expect(editor.voiceLanguages.map((l) => l.language)).toContain("en");

    expect(await editor.generateVoice(id, "en")).toBe(true);
    const voiced = editor.selectedMarker;
    expect(voiced?.type === "info" && voiced.voice?.url).toMatch(/\.mp3$/);
    expect(editor.dirty).toBe(false);
    const stored = await apiOn(account).getTour({ params: { id: tourId } });
    expect(stored.markers.find((m) => m.id === id)).toMatchObject({ voice: { language: "en" } });
  }, 90_000);

  it("publishes a saved snapshot and lists it in the history", async () => {
    const editor = t.store.editor;
    await editor.open(tourId, projectId);
    const version = await editor.publishing.publish();
    expect(version).toMatchObject({ version: 1, current: true });
    expect(editor.publishing.current?.slug).toBe(version?.slug);
    const page = await fetch(`${serverOrigin()}/t/${version?.slug}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Campus walk");
  }, 60_000);

  it("auto-saves a changed document on the account's save cycle", async () => {
    await apiOn(account).updateSettings({
      body: { autoSave: { useAutoSave: true, saveCycle: 10 } },
    });
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const editor = t.store.editor;
    await editor.open(tourId, projectId);
    expect(editor.autoSave).toEqual({ useAutoSave: true, saveCycle: 10 });
    const first = editor.doc?.scenes[0]?.id ?? "";
    editor.edit((doc) => ({
      ...doc,
      scenes: doc.scenes.map((s) => (s.id === first ? { ...s, title: "Front lobby" } : s)),
    }));
    vi.advanceTimersByTime(9_000);
    expect(editor.saving).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(editor.saving).toBe(true);
    await until("the auto-save", () => !editor.saving && !editor.dirty, 30_000);
    const stored = await apiOn(account).getTour({ params: { id: tourId } });
    expect(stored.scenes.find((s) => s.id === first)?.title).toBe("Front lobby");
  }, 60_000);

  it("does not auto-save when the account turned it off", async () => {
    await apiOn(account).updateSettings({ body: { autoSave: { useAutoSave: false } } });
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const editor = t.store.editor;
    await editor.open(tourId, projectId);
    editor.edit((doc) => ({ ...doc, initialView: null }));
    vi.advanceTimersByTime(3_600_000);
    expect(editor.saving).toBe(false);
    expect(editor.dirty).toBe(true);
  }, 60_000);
});
