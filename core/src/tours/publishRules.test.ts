import { describe, expect, it } from "vitest";
import { publishedTourSchema } from "../contract/entities/publishing";
import { AT, infoMarker, linkMarker, scene, tour } from "../contract/entities/testing/tourSamples";
import type { Tour } from "../contract/entities/tour";
import { cdnKeysOf, isKeyReferenced, type PublishFacts, toPublishedTour } from "./publishRules";

const base = (id: string) => `/cdn/tours/t1/scenes/${id}/r2/tiles`;
const all = { seo: true, og: true, ga: true };
const facts = (ready: string[], features = all): PublishFacts => ({
  version: 3,
  slug: "head-office",
  publishedAt: AT,
  readyScenes: new Map(ready.map((id) => [id, base(id)])),
  features,
});
const s2 = { ...scene, id: "s2", title: "Hall", order: 1 };
const full: Tour = {
  ...tour,
  scenes: [scene, s2, { ...scene, id: "s3", tiles: null, order: 2 }],
  markers: [
    linkMarker,
    { ...infoMarker, sceneId: "s2" },
    { ...linkMarker, id: "m3", sceneId: "s2", targetSceneId: "s1" },
  ],
  settings: {
    ...tour.settings,
    og: { title: "o", description: "d", imageUrl: null },
    ga: { measurementId: "G-AB12CD34EF" },
  },
};

describe("toPublishedTour", () => {
  it("keeps only finished scenes, pins their tiles to the revision and hides the upload", () => {
    const snap = toPublishedTour(full, facts(["s1", "s2", "s3"]));
    expect(snap?.scenes.map((s) => [s.id, s.tiles.baseUrl])).toEqual([
      ["s1", base("s1")],
      ["s2", base("s2")],
    ]);
    expect(snap?.scenes[0]).not.toHaveProperty("fileName");
    expect(snap?.scenes[0]).not.toHaveProperty("image");
    expect(snap).toMatchObject({ tourId: "t1", version: 3, slug: "head-office", publishedAt: AT });
    expect(publishedTourSchema.parse(snap)).toEqual(snap);
  });

  it.each<[string, string[], string[], string[], string | null]>([
    ["every scene ready", ["s1", "s2"], ["m1", "m2", "m3"], ["g1"], "s1"],
    ["the link target missing", ["s1"], [], ["g1"], "s1"],
    ["the start scene missing", ["s2"], ["m2"], [], null],
  ])("%s: markers %j, geometries %j, start %j", (_, ready, markers, geometries, start) => {
    const snap = toPublishedTour(full, facts(ready));
    expect(snap?.markers.map((m) => m.id)).toEqual(markers);
    expect(snap?.geometries.map((g) => g.id)).toEqual(geometries);
    expect(snap?.models.length).toBe(ready.includes("s1") ? 1 : 0);
    expect(snap?.initialView?.sceneId ?? null).toBe(start);
  });

  it.each([
    ["all allowed", all, [true, true, true]],
    ["no SEO", { ...all, seo: false }, [false, true, true]],
    ["nothing", { seo: false, og: false, ga: false }, [false, false, false]],
  ] as const)("site settings with %s", (_, features, kept) => {
    const { settings } = toPublishedTour(full, facts(["s1"], features)) ?? full;
    expect([settings.seo !== null, settings.og !== null, settings.ga !== null]).toEqual(kept);
    expect(settings.autorotate).toBe(full.settings.autorotate);
  });

  it("answers null when no scene is finished", () => {
    expect(toPublishedTour(full, facts([]))).toBeNull();
    expect(toPublishedTour(full, facts(["s3"]))).toBeNull();
  });
});

describe("references", () => {
  const snap = toPublishedTour(full, facts(["s1"]));
  const refs = cdnKeysOf(snap);

  it("finds every /cdn link of a snapshot", () => {
    expect(refs).toEqual(
      expect.arrayContaining([
        "tours/t1/scenes/s1/r2/tiles",
        "tours/t1/scenes/s1/preview.jpg",
        "tours/t1/models/chair.glb",
      ]),
    );
    expect(refs.every((r) => !r.startsWith("/") && !r.endsWith("/"))).toBe(true);
  });

  it.each([
    ["the scene folder", "tours/t1/scenes/s1/", true],
    ["the scene folder without slash", "tours/t1/scenes/s1", true],
    ["the revision", "tours/t1/scenes/s1/r2/", true],
    ["a tile", "tours/t1/scenes/s1/r2/tiles/3/f0_1.jpg", true],
    ["the preview", "tours/t1/scenes/s1/preview.jpg", true],
    ["an older revision", "tours/t1/scenes/s1/r1/", false],
    ["another scene", "tours/t1/scenes/s12/", false],
    ["another tour", "tours/t2/scenes/s1/", false],
    ["a model", "tours/t1/models/chair.glb", true],
  ])("%s (%s) referenced: %s", (_, key, referenced) => {
    expect(isKeyReferenced(key, refs)).toBe(referenced);
  });
});
