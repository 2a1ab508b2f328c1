import { describe, expect, it } from "vitest";
import { statisticsRange } from "./statisticsRules";

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
