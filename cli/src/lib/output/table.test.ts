import { describe, expect, it } from "vitest";
import { formatBytes, formatDuration, formatInstant, renderTable } from "./table";

describe("renderTable", () => {
  const columns = [
    { header: "NAME", value: (r: { n: string; s: number }) => r.n },
    {
      header: "SIZE",
      value: (r: { n: string; s: number }) => String(r.s),
      align: "right" as const,
    },
  ];

  it("aligns columns under a header and a rule, numbers to the right", () => {
    expect(
      renderTable(columns, [
        { n: "a", s: 1 },
        { n: "long name", s: 1234 },
      ]),
    ).toBe(["NAME       SIZE", "─────────  ────", "a             1", "long name  1234"].join("\n"));
  });

  it("prints the empty line for no rows, and flattens newlines in cells", () => {
    expect(renderTable(columns, [], "Nothing.")).toBe("Nothing.");
    expect(renderTable(columns, [{ n: "a\nb", s: 2 }])).toContain("a b");
  });
});

describe("formats", () => {
  it.each([
    [0, "0 B"],
    [1023, "1023 B"],
    [1024, "1.0 KB"],
    [3.5 * 1024 * 1024, "3.5 MB"],
    [2 * 1024 ** 4, "2.0 TB"],
  ])("%i bytes → %s", (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it.each([
    [850, "850 ms"],
    [12_400, "12.4 s"],
    [185_000, "3 min 05 s"],
  ])("%i ms → %s", (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });

  it("shortens instants", () => {
    expect(formatInstant("2025-05-01T09:30:12.345Z")).toBe("2025-05-01 09:30Z");
    expect(formatInstant(null)).toBe("—");
  });
});
