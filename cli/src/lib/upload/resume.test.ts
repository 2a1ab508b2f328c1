import type { LayerState } from "@orbis/core/contract";
import { describe, expect, it } from "vitest";
import { type KnownScene, resumeDecider } from "./resume";

const h = (c: string) => c.repeat(64);
const scene = (id: string, sha256: string | null, state: LayerState = "done"): KnownScene => ({
  id,
  sha256,
  fileName: `${id}.jpg`,
  state,
});

describe("resumeDecider", () => {
  it("skips content the tour has, uploads the rest once, marks later copies as duplicates", () => {
    const decide = resumeDecider([scene("s1", h("a")), scene("s2", null)]);
    expect(decide.decide("/x/a.jpg", h("a"))).toEqual({ kind: "skip", sceneId: "s1" });
    expect(decide.decide("/x/renamed-a.jpg", h("a"))).toEqual({ kind: "skip", sceneId: "s1" });
    expect(decide.decide("/x/b.jpg", h("b"))).toEqual({ kind: "upload" });
    expect(decide.decide("/y/b-copy.jpg", h("b"))).toEqual({ kind: "duplicate", of: "/x/b.jpg" });
    expect(decide.decide("/x/b.jpg", h("b"))).toEqual({ kind: "upload" });
  });

  it("learns contents that landed during the run", () => {
    const decide = resumeDecider([]);
    expect(decide.decide("/c.jpg", h("c"))).toEqual({ kind: "upload" });
    decide.landed(h("c"), "s9");
    expect(decide.decide("/c2.jpg", h("c"))).toEqual({ kind: "skip", sceneId: "s9" });
  });

  it("keeps the first scene when the tour holds the same content twice", () => {
    const decide = resumeDecider([scene("first", h("d")), scene("second", h("d"))]);
    expect(decide.decide("/d.jpg", h("d"))).toEqual({ kind: "skip", sceneId: "first" });
  });

  it.each<LayerState>(["queued", "tiling", "failed"])(
    "does not count a %s scene as uploaded: the file replaces its image, once",
    (state) => {
      const decide = resumeDecider([scene("stuck", h("e"), state)]);
      const replace = { kind: "replace", sceneId: "stuck", fileName: "stuck.jpg" };
      expect(decide.decide("/e.jpg", h("e"))).toEqual(replace);
      expect(decide.decide("/e-copy.jpg", h("e"))).toEqual({ kind: "duplicate", of: "/e.jpg" });
    },
  );

  it("prefers a tiled scene with the content to an untiled one", () => {
    const decide = resumeDecider([scene("stuck", h("f"), "failed"), scene("fine", h("f"))]);
    expect(decide.decide("/f.jpg", h("f"))).toEqual({ kind: "skip", sceneId: "fine" });
  });

  it("uploads as a new scene when the untiled scene's file name is not its own", () => {
    const decide = resumeDecider([
      { id: "older", sha256: h("1"), fileName: "pano.jpg", state: "done" },
      { id: "stuck", sha256: h("2"), fileName: "pano.jpg", state: "failed" },
    ]);
    expect(decide.decide("/pano.jpg", h("2"))).toEqual({ kind: "upload" });
  });
});
