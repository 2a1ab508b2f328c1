import { describe, expect, it } from "vitest";
import { resumeDecider } from "./resume";

const h = (c: string) => c.repeat(64);

describe("resumeDecider", () => {
  it("skips content the tour has, uploads the rest once, marks later copies as duplicates", () => {
    const decide = resumeDecider([
      { id: "s1", sha256: h("a") },
      { id: "s2", sha256: null },
    ]);
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
    const decide = resumeDecider([
      { id: "first", sha256: h("d") },
      { id: "second", sha256: h("d") },
    ]);
    expect(decide.decide("/d.jpg", h("d"))).toEqual({ kind: "skip", sceneId: "first" });
  });
});
