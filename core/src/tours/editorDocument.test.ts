import { describe, expect, it } from "vitest";
import { infoMarker, linkMarker, scene, tour } from "../contract/entities/testing/tourSamples";
import type { Tour } from "../contract/entities/tour";
import {
  editorDocumentOf,
  mergeServerScenes,
  moveMarker,
  moveScene,
  newInfoMarker,
  newLinkMarker,
  putMarker,
  removeMarker,
  removeScene,
  retargetLink,
  sameDocument,
  setTourStart,
  updateInfoMarker,
  updateScene,
  withMarkerVoice,
} from "./editorDocument";

const s2 = {
  ...scene,
  id: "s2",
  title: "Hall",
  order: 1,
  initialView: { yaw: 90, pitch: 5, fov: 80 },
};
const s3 = { ...scene, id: "s3", title: "Roof", order: 2 };
const three: Tour = {
  ...tour,
  // Listed out of order on purpose: the document follows `order`.
  scenes: [s3, scene, s2],
  markers: [linkMarker, { ...infoMarker, sceneId: "s2" }],
};
const doc = editorDocumentOf(three);
const ids = (d: { scenes: readonly { id: string }[] }) => d.scenes.map((s) => s.id);

describe("editorDocumentOf", () => {
  it("lists scenes by order with only their editable fields", () => {
    expect(ids(doc)).toEqual(["s1", "s2", "s3"]);
    expect(Object.keys(doc.scenes[0] ?? {}).sort()).toEqual(
      ["geo", "id", "initialView", "northOffset", "order", "title"].sort(),
    );
    expect(doc.initialView).toEqual(three.initialView);
  });
});

describe("moveScene", () => {
  it.each([
    ["to the front", "s3", 0, ["s3", "s1", "s2"]],
    ["to the back", "s1", 2, ["s2", "s3", "s1"]],
    ["past the end (clamped)", "s1", 9, ["s2", "s3", "s1"]],
    ["before the start (clamped)", "s2", -4, ["s2", "s1", "s3"]],
    ["an unknown scene (no change)", "nope", 0, ["s1", "s2", "s3"]],
  ])("moves %s", (_, id, to, expected) => {
    const moved = moveScene(doc, id, to);
    expect(ids(moved)).toEqual(expected);
    expect(moved.scenes.map((s) => s.order)).toEqual([0, 1, 2]);
  });
});

describe("removeScene", () => {
  it("drops the scene's markers, the links leading to it, and moves the start", () => {
    const removed = removeScene(doc, "s1");
    expect(ids(removed)).toEqual(["s2", "s3"]);
    expect(removed.markers.map((m) => m.id)).toEqual(["m2"]);
    expect(removed.initialView).toEqual({ sceneId: "s2", ...s2.initialView });
  });
  it("drops links into the removed scene from other scenes", () => {
    const removed = removeScene(doc, "s2");
    // m1 sits in s1 and leads to s2.
    expect(linkMarker.targetSceneId).toBe("s2");
    expect(removed.markers).toEqual([]);
    expect(removed.initialView?.sceneId).toBe("s1");
  });
  it("leaves no start when the last scene goes", () => {
    const one = editorDocumentOf({ ...tour, markers: [] });
    expect(removeScene(one, "s1")).toEqual({ scenes: [], markers: [], initialView: null });
  });
});

describe("mergeServerScenes", () => {
  it("appends new scenes, keeps local edits, drops scenes the server lost", () => {
    const edited = updateScene(moveScene(doc, "s3", 0), "s1", { title: "Lobby (edited)" });
    const server: Tour = { ...three, scenes: [scene, s3, { ...scene, id: "s4", order: 3 }] };
    const merged = mergeServerScenes(edited, server);
    expect(ids(merged)).toEqual(["s3", "s1", "s4"]);
    expect(merged.scenes.find((s) => s.id === "s1")?.title).toBe("Lobby (edited)");
    expect(merged.markers.map((m) => m.id)).toEqual([]);
  });
  it("gives a tour without a start its first scene", () => {
    const empty = { scenes: [], markers: [], initialView: null };
    const merged = mergeServerScenes(empty, { ...tour, initialView: null });
    expect(merged.initialView).toEqual({ sceneId: "s1", ...scene.initialView });
  });
});

describe("markers", () => {
  it("puts a new marker, and replaces one with the same id", () => {
    const added = putMarker(doc, newInfoMarker("m9", "s1", { yaw: 10, pitch: -5 }, "Desk"));
    expect(added.markers.map((m) => m.id)).toEqual(["m1", "m2", "m9"]);
    const replaced = putMarker(added, { ...linkMarker, yaw: 45 });
    expect(replaced.markers.find((m) => m.id === "m1")?.yaw).toBe(45);
    expect(replaced.markers).toHaveLength(3);
  });
  it("keeps a voice while the text stays, drops it when the text changes", () => {
    const voiced = putMarker(doc, {
      ...infoMarker,
      voice: { language: "en", url: "/cdn/v.mp3" },
    });
    const retitled = updateInfoMarker(voiced, "m2", { title: "New title", text: infoMarker.text });
    expect(retitled.markers.find((m) => m.id === "m2")).toMatchObject({
      title: "New title",
      voice: { url: "/cdn/v.mp3" },
    });
    const rewritten = updateInfoMarker(voiced, "m2", { text: "Other words" });
    expect(rewritten.markers.find((m) => m.id === "m2")).toMatchObject({ voice: null });
  });
  it("gives an info marker its voice, and nothing else", () => {
    const voice = { language: "en" as const, url: "/cdn/tours/t1/voice/m2.mp3" };
    const voiced = withMarkerVoice(putMarker(doc, { ...infoMarker, voice: null }), "m2", voice);
    expect(voiced.markers.find((m) => m.id === "m2")).toMatchObject({ voice });
    expect(withMarkerVoice(doc, "m1", voice).markers[0]).toEqual(linkMarker);
  });
  it("moves, retargets and removes", () => {
    const moved = moveMarker(doc, "m1", { yaw: -120, pitch: 12 });
    expect(moved.markers[0]).toMatchObject({ yaw: -120, pitch: 12 });
    const retargeted = retargetLink(moved, "m1", "s3");
    expect(retargeted.markers[0]).toMatchObject({
      targetSceneId: "s3",
      targetView: { yaw: s3.initialView.yaw, pitch: s3.initialView.pitch },
    });
    expect(retargetLink(moved, "m1", "missing")).toBe(moved);
    expect(removeMarker(doc, "m1").markers.map((m) => m.id)).toEqual(["m2"]);
  });
  it.each([
    ["the next scene", "s1", "s2"],
    ["the previous scene for the last", "s3", "s2"],
  ])("links to %s", (_, from, target) => {
    const link = newLinkMarker(doc, "m5", from, { yaw: 1, pitch: 2 });
    expect(link).toMatchObject({ sceneId: from, targetSceneId: target, yaw: 1, pitch: 2 });
  });
  it("cannot link a tour of one scene", () => {
    const one = editorDocumentOf({ ...tour, markers: [] });
    expect(newLinkMarker(one, "m5", "s1", { yaw: 0, pitch: 0 })).toBeNull();
  });
});

describe("start and comparison", () => {
  it("sets the start only on a listed scene", () => {
    const view = { yaw: 30, pitch: 0, fov: 90 };
    expect(setTourStart(doc, "s3", view).initialView).toEqual({ sceneId: "s3", ...view });
    expect(setTourStart(doc, "zz", view)).toBe(doc);
  });
  it("tells equal documents from changed ones", () => {
    expect(sameDocument(doc, editorDocumentOf(three))).toBe(true);
    expect(sameDocument(doc, updateScene(doc, "s2", { northOffset: 15 }))).toBe(false);
  });
});
