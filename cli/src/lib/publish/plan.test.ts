import { describe, expect, it } from "vitest";
import { type PublishCandidate, planPublish } from "./plan";

const tour = (id: string, readyScenes: number, published: boolean): PublishCandidate => ({
  id,
  title: id,
  readyScenes,
  published,
  slug: published ? `${id}-slug` : null,
});

describe("planPublish", () => {
  const tours = [
    tour("new", 2, false),
    tour("online", 1, true),
    tour("empty", 0, false),
    tour("new", 2, false),
  ];

  it("publishes new tours, republishes online ones, skips tours with no tiled scene, once each", () => {
    expect(planPublish(tours).map((p) => [p.tour.id, p.action, p.reason])).toEqual([
      ["new", "publish", null],
      ["online", "republish", null],
      ["empty", "skip", "no tiled scene yet (60006)"],
    ]);
  });

  it("with --unpublished, leaves online tours alone", () => {
    expect(planPublish(tours, "unpublished").map((p) => [p.tour.id, p.action])).toEqual([
      ["new", "publish"],
      ["online", "skip"],
      ["empty", "skip"],
    ]);
  });
});
