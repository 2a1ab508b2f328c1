// @vitest-environment node

import { panoramaPng } from "@orbis/testkit/panoramaPng";
import {
  apiOn,
  registerAccount,
  serverOrigin,
  type TestAccount,
} from "@orbis/testkit/vitest/sharedServer";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestRootStore, testRootStore } from "../../testing/testRootStore";

/*
 * The editor's geometries and models against the real server: they save at once, each by its own
 * call, so what the store holds is checked against what the server then answers.
 */

let account: TestAccount;
let t: TestRootStore;
let tourId: string;
let projectId: string;
let sceneId: string;

beforeAll(async () => {
  account = await registerAccount("editor-assets");
  const api = apiOn(account);
  const project = await api.createProject({ body: { name: "Assets", kind: "contents" } });
  const tour = await api.createProjectTour({ params: { id: project.id }, body: { title: "Yard" } });
  tourId = tour.id;
  projectId = project.id;
  const body = new FormData();
  body.append("files", new Blob([new Uint8Array(panoramaPng())]), "Yard.png");
  const [stored] = await api.uploadTourFiles({ params: { id: tourId }, query: {}, body });
  sceneId = stored?.sceneId ?? "";
  t = await testRootStore({ origin: serverOrigin() });
  await t.store.auth.setSession(account);
  await t.store.editor.open(tourId, projectId);
}, 120_000);

describe("EditorAssets", () => {
  it("keeps a polygon only once it has three corners, and saves it", async () => {
    const assets = t.store.editor.assets;
    assets.startDrawing("polygon");
    assets.addVertex({ yaw: 0, pitch: 0 });
    assets.addVertex({ yaw: 20, pitch: 0 });
    expect(assets.drawingComplete).toBe(false);
    expect(await assets.finishDrawing(sceneId, "Flower bed")).toBe(false);
    assets.addVertex({ yaw: 10, pitch: -15 });
    expect(assets.drawingComplete).toBe(true);
    expect(await assets.finishDrawing(sceneId, "Flower bed")).toBe(true);
    expect(assets.drawing).toBeNull();

    const stored = await apiOn(account).getTour({ params: { id: tourId } });
    expect(stored.geometries).toMatchObject([
      { type: "polygon", title: "Flower bed", sceneId, vertices: { length: 3 } },
    ]);
    expect(await assets.deleteGeometry(stored.geometries[0]?.id ?? "")).toBe(true);
    expect((await apiOn(account).getTour({ params: { id: tourId } })).geometries).toEqual([]);
  }, 60_000);

  it("places a catalogue model at the clicked spot, and removes it", async () => {
    const editor = t.store.editor;
    const assets = editor.assets;
    await assets.catalogue.open("en");
    const item = assets.catalogue.items[0];
    if (item === undefined) throw new Error("the server's seeded model catalogue is empty");

    editor.setScene(sceneId);
    editor.setTool("model");
    editor.place({ yaw: 45, pitch: -20 }, "Info");
    expect(assets.pendingSpot).toEqual({ sceneId, point: { yaw: 45, pitch: -20 } });
    expect(await assets.addCatalogueModel(item)).toBe(true);
    expect(assets.pendingSpot).toBeNull();

    const stored = await apiOn(account).getTour({ params: { id: tourId } });
    expect(stored.models).toMatchObject([
      { catalogueId: item.id, sceneId, yaw: 45, pitch: -20, name: item.name },
    ]);
    expect(await assets.deleteModel(stored.models[0]?.id ?? "")).toBe(true);
    expect(assets.models).toEqual([]);
  }, 60_000);

  it("places a model of the catalogue's second page", async () => {
    const editor = t.store.editor;
    const assets = editor.assets;
    await assets.catalogue.open("en");
    await assets.catalogue.more();
    const second = assets.catalogue.items[12];
    if (second === undefined) throw new Error("the catalogue has no second page");
    editor.setScene(sceneId);
    editor.setTool("model");
    editor.place({ yaw: -30, pitch: -5 }, "Info");
    expect(await assets.addCatalogueModel(second)).toBe(true);
    const stored = await apiOn(account).getTour({ params: { id: tourId } });
    expect(stored.models.map((m) => m.catalogueId)).toEqual([second.id]);
    expect(await assets.deleteModel(stored.models[0]?.id ?? "")).toBe(true);
  }, 60_000);

  it("fills an area with a copy of a ready-made image, refuses a file that is no image, and takes the image away", async () => {
    const assets = t.store.editor.assets;
    await assets.presets.open("en");
    expect(assets.presets.state).toBe("ready");
    const preset = assets.presets.list.find((p) => p.name === "Logo nadir cap");
    if (preset === undefined) throw new Error("no “Logo nadir cap” preset");

    assets.startDrawing("polygon");
    for (const yaw of [0, 120, -120]) assets.addVertex({ yaw, pitch: -80 });
    expect(await assets.finishDrawing(sceneId, "Floor")).toBe(true);
    const area = assets.geometries.find((g) => g.title === "Floor");
    if (area === undefined) throw new Error("the area was not kept");

    expect(await assets.setFillPreset(area.id, preset)).toEqual({ ok: true });
    const [stored] = (await apiOn(account).getTour({ params: { id: tourId } })).geometries;
    const link = stored?.style.fillImage ?? "";
    expect(link).toMatch(new RegExp(`^/cdn/tours/${tourId}/geometries/[0-9a-f]+\\.png$`));
    const [copy, original] = await Promise.all(
      [link, preset.url].map(async (l) => {
        const r = await fetch(new URL(l, serverOrigin()));
        return new Uint8Array(await r.arrayBuffer());
      }),
    );
    expect(copy).toEqual(original);

    const notes = new File(["not an image"], "notes.png", { type: "image/png" });
    const refused = await assets.setFillImage(area.id, notes);
    expect(refused.ok).toBe(false);
    expect(refused.refused?.message).toContain("notes.png");
    expect(assets.geometries[0]?.style.fillImage).toBe(link);

    expect(await assets.setFillImage(area.id, null)).toEqual({ ok: true });
    const after = await apiOn(account).getTour({ params: { id: tourId } });
    expect(after.geometries[0]?.style.fillImage).toBeNull();
    expect(await assets.deleteGeometry(area.id)).toBe(true);
  }, 60_000);

  it("places nothing without a spot", async () => {
    const assets = t.store.editor.assets;
    const item = assets.catalogue.items[0];
    if (item === undefined) throw new Error("no catalogue");
    expect(await assets.addCatalogueModel(item)).toBe(false);
    expect((await apiOn(account).getTour({ params: { id: tourId } })).models).toEqual([]);
  });
});
