import { describe, expect, it } from "vitest";
import { visitStart } from "./visitStart";

const view = (yaw: number) => ({ yaw, pitch: 0, fov: 90 });
const scenes = [
  { id: "b", order: 1, initialView: view(10) },
  { id: "a", order: 0, initialView: view(20) },
];

describe("visitStart", () => {
  it.each([
    ["the initial view's scene, at that view", { sceneId: "b", ...view(45) }, "b", 45],
    ["the first scene in order when there is no initial view", null, "a", 20],
    [
      "the first scene in order when the initial view's scene is gone",
      { sceneId: "x", ...view(45) },
      "a",
      20,
    ],
  ])("%s", (_, initialView, sceneId, yaw) => {
    const start = visitStart({ scenes, initialView });
    expect(start?.scene.id).toBe(sceneId);
    expect(start?.view).toEqual(view(yaw));
  });

  it("has no start without scenes", () => {
    expect(visitStart({ scenes: [], initialView: { sceneId: "a", ...view(0) } })).toBeNull();
  });
});
