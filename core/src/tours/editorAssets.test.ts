import { describe, expect, it } from "vitest";
import { geometrySchema } from "../contract/entities/geometry";
import { modelPlacementSchema } from "../contract/entities/model";
import {
  DEFAULT_MODEL_DISTANCE,
  draftComplete,
  geometryFromDraft,
  modelNameOf,
  modelPlacementAt,
} from "./editorAssets";

const points = (n: number) => Array.from({ length: n }, (_, i) => ({ yaw: i * 10, pitch: 0 }));

describe("drafts", () => {
  it.each([
    ["polygon", 2, false],
    ["polygon", 3, true],
    ["polyline", 1, false],
    ["polyline", 2, true],
  ] as const)("a %s of %i vertices is complete: %s", (type, n, complete) => {
    const draft = { type, vertices: points(n) };
    expect(draftComplete(draft)).toBe(complete);
    // The rule is the schema's: a complete draft makes a valid geometry, an incomplete one not.
    expect(geometrySchema.safeParse(geometryFromDraft(draft, "g1", "s1", null)).success).toBe(
      complete,
    );
  });
  it("keeps the title and the vertices, in the default style", () => {
    const g = geometryFromDraft({ type: "polygon", vertices: points(3) }, "g1", "s1", "Bed");
    expect(g).toMatchObject({ id: "g1", sceneId: "s1", title: "Bed", type: "polygon", geo: null });
    expect(g.vertices).toEqual(points(3));
  });
});

describe("models", () => {
  it("places a clicked model at the default distance, natural size, unturned", () => {
    const placement = modelPlacementAt("s1", { yaw: 45, pitch: -20 });
    expect(placement).toEqual({
      sceneId: "s1",
      yaw: 45,
      pitch: -20,
      distance: DEFAULT_MODEL_DISTANCE,
      scale: 1,
      rotation: { heading: 0, pitch: 0, roll: 0 },
      geo: null,
    });
    expect(modelPlacementSchema.safeParse(placement).success).toBe(true);
  });
  it.each([
    ["Chair.glb", "Chair"],
    ["scene.GLTF", "scene"],
    [".glb", "Model"],
    [`${"x".repeat(120)}.glb`, "x".repeat(100)],
  ])("names %s as %s", (file, name) => {
    expect(modelNameOf(file)).toBe(name);
  });
});
