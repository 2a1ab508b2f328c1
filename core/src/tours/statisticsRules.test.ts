import { describe, expect, it } from "vitest";
import { dailyViews, statisticsRange } from "./statisticsRules";

describe("statisticsRange", () => {
  const today = "2024-05-31";
  it.each<[string, { from?: string; to?: string }, object]>([
    ["defaults", {}, { from: "2024-05-02", to: today }],
    ["a leap February", { to: "2024-03-01" }, { from: "2024-02-01", to: "2024-03-01" }],
    ["one day", { from: "2024-05-01", to: "2024-05-01" }, { from: "2024-05-01", to: "2024-05-01" }],
    ["a leap year", { from: "2024-01-01", to: "2024-12-31" }, { from: "2024-01-01" }],
    ["from after to", { from: "2024-05-02", to: "2024-05-01" }, { problem: { path: "from" } }],
    ["too long", { from: "2023-01-01", to: "2024-05-01" }, { problem: { path: "from" } }],
  ])("%s", (_, query, expected) => {
    expect(statisticsRange(query, today)).toMatchObject(expected);
  });
});

describe("dailyViews", () => {
  it.each([
    [
      "fills missing days",
      [
        { date: "2024-02-28", views: 3 },
        { date: "2024-03-01", views: 2 },
      ],
      [3, 0, 2],
      5,
    ],
    ["ignores days outside", [{ date: "2024-02-01", views: 9 }], [0, 0, 0], 0],
  ])("%s", (_, counted, views, total) => {
    const result = dailyViews("2024-02-28", "2024-03-01", counted);
    expect(result.days.map((d) => d.date)).toEqual(["2024-02-28", "2024-02-29", "2024-03-01"]);
    expect(result.days.map((d) => d.views)).toEqual(views);
    expect(result.total).toBe(total);
  });
});
