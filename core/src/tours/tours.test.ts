import { describe, expect, it } from "vitest";
import type { Marker } from "../contract/entities/marker";
import type { TourDump } from "../contract/entities/tour";
import { copyPath, copyTitle, remapForCopy } from "./copyRules";
import { droppedVoiceUrls, dumpProblems, markersToStore } from "./dumpRules";

const view = { yaw: 0, pitch: 0, fov: 90 };
const scene = (id: string, order = 0) => ({
  id,
  title: id,
  order,
  initialView: view,
  northOffset: 0,
  geo: null,
});
const link = (id: string, sceneId: string, targetSceneId: string): Marker => ({
  id,
  sceneId,
  yaw: 10,
  pitch: 0,
  type: "link",
  targetSceneId,
  targetView: { yaw: 0, pitch: 0 },
});
const info = (id: string, text: string, voiceUrl: string | null): Marker => ({
  id,
  sceneId: "a",
  yaw: 0,
  pitch: 0,
  type: "info",
  title: "Note",
  text,
  url: null,
  voice: voiceUrl === null ? null : { language: "en", url: voiceUrl },
});

describe("dumpProblems", () => {
  const ok: TourDump = {
    scenes: [scene("a"), scene("b", 1)],
    markers: [link("m1", "a", "b")],
    initialView: { sceneId: "a", ...view },
  };
  it.each<[string, TourDump, { path: string }[]]>([
    ["a valid dump", ok, []],
    [
      "an unknown scene",
      { ...ok, scenes: [scene("a"), scene("x")], markers: [] },
      [{ path: "scenes.1.id" }],
    ],
    [
      "a scene twice",
      { ...ok, scenes: [scene("a"), scene("a")], markers: [] },
      [{ path: "scenes.1.id" }],
    ],
    [
      "a marker twice",
      { ...ok, markers: [link("m", "a", "b"), link("m", "b", "a")] },
      [{ path: "markers.1.id" }],
    ],
    [
      "a marker in a removed scene",
      { ...ok, scenes: [scene("a")], markers: [link("m", "b", "a")] },
      [{ path: "markers.0.sceneId" }],
    ],
    [
      "a link to a removed scene",
      { ...ok, scenes: [scene("a")], markers: [link("m", "a", "b")] },
      [{ path: "markers.0.targetSceneId" }],
    ],
    [
      "an initial view in a removed scene",
      { ...ok, scenes: [scene("b")], markers: [], initialView: { sceneId: "a", ...view } },
      [{ path: "initialView.sceneId" }],
    ],
  ])("%s", (_name, dump, expected) => {
    expect(dumpProblems(["a", "b"], dump)).toMatchObject(expected);
  });
});

describe("markersToStore and droppedVoiceUrls", () => {
  const stored = [info("i1", "hello", "/cdn/v1.mp3"), info("i2", "bye", "/cdn/v2.mp3")];
  it("keeps a voice while the text is unchanged, drops it when the text changed, ignores a sent voice", () => {
    const dumped = [
      info("i1", "hello", "/cdn/forged.mp3"),
      info("i2", "see you", null),
      info("i3", "new", "/cdn/forged.mp3"),
    ];
    const kept = markersToStore(dumped, stored);
    expect(kept.map((m) => (m.type === "info" ? (m.voice?.url ?? null) : null))).toEqual([
      "/cdn/v1.mp3",
      null,
      null,
    ]);
    expect(droppedVoiceUrls(stored, kept)).toEqual(["/cdn/v2.mp3"]);
  });
  it("leaves link markers as they are", () => {
    const l = link("l", "a", "b");
    expect(markersToStore([l], stored)).toEqual([l]);
  });
});

describe("copy rules", () => {
  const map = {
    sceneIds: new Map([
      ["s1", "n1"],
      ["s2", "n2"],
    ]),
    fromTour: "t-old",
    toTour: "t-new",
  };
  it.each([
    ["tours/t-old/scenes/s1/r2/tiles", "tours/t-new/scenes/n1/r2/tiles"],
    ["/cdn/tours/t-old/scenes/s2/r1/preview.jpg", "/cdn/tours/t-new/scenes/n2/r1/preview.jpg"],
    ["/cdn/tours/t-old/voices/m1.mp3", "/cdn/tours/t-new/voices/m1.mp3"],
    ["tours/other/scenes/s1/x", "tours/other/scenes/s1/x"],
    ["tours/t-old/scenes/unknown/x", "tours/t-new/scenes/unknown/x"],
  ])("copyPath(%s) = %s", (from, to) => {
    expect(copyPath(from, map)).toBe(to);
  });

  it("remaps scene ids and links everywhere in a document", () => {
    const doc = {
      markers: [link("m", "s1", "s2"), info("i", "x", "/cdn/tours/t-old/voices/i.mp3")],
      initialView: { sceneId: "s2" },
      title: "s1",
    };
    expect(remapForCopy(doc, map)).toEqual({
      markers: [
        link("m", "n1", "n2"),
        { ...info("i", "x", "/cdn/tours/t-new/voices/i.mp3"), sceneId: "a" },
      ],
      initialView: { sceneId: "n2" },
      title: "s1",
    });
  });

  it.each([
    ["Harbour", 100, "Harbour copy"],
    ["x".repeat(100), 100, `${"x".repeat(95)} copy`],
  ])("copyTitle(%s)", (title, max, expected) => {
    expect(copyTitle(title, max)).toBe(expected);
    expect(copyTitle(title, max).length).toBeLessThanOrEqual(max);
  });
});
