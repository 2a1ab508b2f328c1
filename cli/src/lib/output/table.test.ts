import { describe, expect, it } from "vitest";
import {
  displayWidth,
  formatBytes,
  formatDuration,
  formatInstant,
  renderFields,
  renderTable,
} from "./table";

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

  it("lines up columns after Korean text, which a terminal draws two columns wide", () => {
    expect(
      renderTable(columns, [
        { n: "결제 완료", s: 1 },
        { n: "Paid", s: 22 },
      ]),
    ).toBe(["NAME       SIZE", "─────────  ────", "결제 완료     1", "Paid         22"].join("\n"));
  });
});

describe("displayWidth", () => {
  it.each([
    ["", 0],
    ["Pro plan", 8],
    ["결제 완료", 9],
    ["オルビス", 8],
    ["１２", 4],
    ["Thanh toán hoàn tất", 19],
    ["Thanh toa\u0301n", 10],
    ["12,000₩", 7],
  ])("%j takes %i columns", (text, width) => {
    expect(displayWidth(text)).toBe(width);
  });
});

describe("renderFields", () => {
  it("pads the labels to one width and flattens line breaks in values", () => {
    expect(
      renderFields([
        ["Order", "Pro\nyearly"],
        ["Amount", "19,900 KRW"],
        ["Paid", ""],
      ]),
    ).toBe(["Order   Pro yearly", "Amount  19,900 KRW", "Paid"].join("\n"));
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
