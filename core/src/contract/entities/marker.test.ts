import { describe, expect, it } from "vitest";
import {
  MARKER_TEXT_MAX_LENGTH,
  markerIdsSchema,
  markerSchema,
  markerVoiceRequestSchema,
  voiceLanguageSchema,
} from "./marker";
import { describeSchemas } from "./testing/schemaTable";
import { infoMarker, linkMarker } from "./testing/tourSamples";

const { targetSceneId: _target, ...linkWithoutTarget } = linkMarker;
const { targetView: _view, ...linkWithoutView } = linkMarker;

describe("markerSchema", () => {
  it.each([
    ["a scene link", linkMarker],
    ["a scene link keeping the fov", { ...linkMarker, targetView: { yaw: 1, pitch: 2, fov: 60 } }],
    ["an info marker", infoMarker],
    ["an info marker without link nor voice", { ...infoMarker, url: null, voice: null }],
    ["an info marker with an empty text", { ...infoMarker, text: "" }],
    ["a marker on the zenith", { ...linkMarker, pitch: 90 }],
    ["a marker at yaw -180", { ...infoMarker, yaw: -180 }],
  ])("accepts %s", (_, marker) => {
    expect(markerSchema.parse(marker)).toEqual(marker);
  });

  it.each([
    ["pitch 91", { ...linkMarker, pitch: 91 }],
    ["pitch -90.5", { ...infoMarker, pitch: -90.5 }],
    ["yaw 181", { ...linkMarker, yaw: 181 }],
    ["a link without target", linkWithoutTarget],
    ["a link without target view", linkWithoutView],
    ["a target view looking past the zenith", { ...linkMarker, targetView: { yaw: 0, pitch: 95 } }],
    ["an unknown type", { ...linkMarker, type: "video" }],
    ["an info marker without title", { ...infoMarker, title: "" }],
    ["a blank title", { ...infoMarker, title: "   " }],
    ["a text too long", { ...infoMarker, text: "x".repeat(MARKER_TEXT_MAX_LENGTH + 1) }],
    ["a javascript: link", { ...infoMarker, url: "javascript:alert(1)" }],
    ["a relative link", { ...infoMarker, url: "/hours" }],
    ["a voice in an unknown language", { ...infoMarker, voice: { language: "fr", url: "/a.mp3" } }],
    ["no scene", { ...linkMarker, sceneId: "" }],
  ])("refuses %s", (_, marker) => {
    expect(markerSchema.safeParse(marker).success).toBe(false);
  });
});

describeSchemas([
  [
    "markerIdsSchema",
    markerIdsSchema,
    [
      [{ ids: ["m1", "m2"] }, true],
      [{ ids: [] }, false],
    ],
  ],
  [
    "markerVoiceRequestSchema",
    markerVoiceRequestSchema,
    [
      [{ language: "vi" }, true],
      [{ language: "ja", voiceId: "Mizuki" }, true],
      [{ language: "KO" }, false],
    ],
  ],
  [
    "voiceLanguageSchema",
    voiceLanguageSchema,
    [
      [{ language: "ko", name: "한국어", voices: [{ id: "Seoyeon", name: "Seoyeon" }] }, true],
      [{ language: "ko", name: "", voices: [] }, false],
    ],
  ],
]);
