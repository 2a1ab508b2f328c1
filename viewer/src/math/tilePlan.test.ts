import { multiresLayout, tileKey } from "@orbis/core/panorama";
import { describe, expect, it } from "vitest";
import { planTiles, tileOfKey } from "./tilePlan";
import { levelTiles, visibleTiles } from "./tiles";
import { cameraOf } from "./view";

const layout = multiresLayout(8192);
const camera = cameraOf({ yaw: 0, pitch: 0, fov: 90 }, { width: 1280, height: 720 });
const levels = { sphere: 2, view: 3 };

describe("the tile plan", () => {
  it("with nothing loaded: the preview, then level 1, the view's tiles, the rest of the sphere level", () => {
    const plan = planTiles(layout, levels, camera, () => false);
    expect(plan.preview).toBe(true);
    expect(plan.draw).toEqual([]);
    expect(plan.want.slice(0, 6).map((t) => t.level)).toEqual([1, 1, 1, 1, 1, 1]);
    const inView = visibleTiles(layout, 3, camera).map((t) => t.key);
    const keys = plan.want.map((t) => t.key);
    for (const key of inView) expect(keys).toContain(key);
    // Every sphere-level tile is wanted, those in view before the others.
    const sphere = levelTiles(layout, 2).map((t) => t.key);
    expect(sphere.every((k) => keys.includes(k))).toBe(true);
    const firstHidden = keys.findIndex(
      (k) => sphere.includes(k) && !visibleTiles(layout, 2, camera).some((t) => t.key === k),
    );
    expect(keys.indexOf(inView[0] ?? "")).toBeLessThan(firstHidden);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("drops the preview once level 1 is whole, and draws blurrier levels first", () => {
    const have = new Set([...levelTiles(layout, 1), ...levelTiles(layout, 2)].map((t) => t.key));
    const plan = planTiles(layout, levels, camera, (k) => have.has(k));
    expect(plan.preview).toBe(false);
    const order = plan.draw.map((t) => t.level);
    expect(order).toEqual([...order].sort());
    expect(plan.want.every((t) => t.level === 3)).toBe(true);
  });

  it("draws only the view's level once it covers the view", () => {
    const have = new Set(visibleTiles(layout, 3, camera).map((t) => t.key));
    const plan = planTiles(layout, levels, camera, (k) => have.has(k));
    expect(plan.preview).toBe(false);
    expect(plan.draw.every((t) => t.level === 3)).toBe(true);
    expect(plan.draw.length).toBe(have.size);
  });

  it("reads tile keys back", () => {
    expect(tileOfKey(tileKey(3, "u", 1, 2))).toEqual({
      level: 3,
      face: "u",
      row: 1,
      column: 2,
      key: "3/u1_2.jpg",
    });
    expect(tileOfKey("preview")).toBeUndefined();
  });
});
